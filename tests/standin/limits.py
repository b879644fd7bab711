"""Discord's limits, checked the way Discord checks them, answered with Discord's error JSON.

A failed check raises :class:`DiscordAPIError`; its ``body()`` is what Discord sends, e.g.
``{"code": 50035, "message": "Invalid Form Body", "errors": {"content": {"_errors": [...]}}}``.
"""

from __future__ import annotations

from typing import Any

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
EMBED_FIELD_LIMITS = {"title": 256, "description": 4096}
MAX_EMBED_FIELDS = 25
MAX_FILES = 10
DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024
MAX_ACTION_ROWS = 5
MAX_ROW_ITEMS = 5
MAX_V2_COMPONENTS = 40
MAX_CUSTOM_ID = 100
MAX_BUTTON_LABEL = 80
MAX_SELECT_OPTIONS = 25
MAX_COMMANDS = 100
MAX_OPTIONS = 25
MAX_CHOICES = 25
MAX_NAME = 32
MAX_DESCRIPTION = 100
MAX_COMMAND_SIZE = 4000
IS_COMPONENTS_V2 = 1 << 15
SELECT_TYPES = {3, 5, 6, 7, 8}


class DiscordAPIError(Exception):
    """An error answer: HTTP ``status``, Discord ``code``, ``message`` and form ``errors``."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code} {message} {errors or ''}")
        self.status = status
        self.code = code
        self.message = message
        self.errors = errors

    def body(self) -> dict[str, Any]:
        data: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.errors:
            data["errors"] = self.errors
        return data


def unknown(what: str, code: int) -> DiscordAPIError:
    return DiscordAPIError(404, code, f"Unknown {what}")


UNKNOWN_CHANNEL = 10003
UNKNOWN_GUILD = 10004
UNKNOWN_MEMBER = 10007
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_COMMAND = 10063
UNKNOWN_INTERACTION = 10062
ALREADY_ACKNOWLEDGED = 40060
CANNOT_EDIT_OTHERS = 50005
EMPTY_MESSAGE = 50006
CANNOT_DM = 50007
MISSING_PERMISSIONS = 50013
INVALID_FORM_BODY = 50035
THREAD_LOCKED = 50083
ENTITY_TOO_LARGE = 40005


class FormErrors:
    """Collects field errors into Discord's nested ``errors`` object."""

    def __init__(self) -> None:
        self.tree: dict[str, Any] = {}

    def add(self, path: tuple[str | int, ...], code: str, message: str) -> None:
        node = self.tree
        for key in path:
            node = node.setdefault(str(key), {})
        node.setdefault("_errors", []).append({"code": code, "message": message})

    def length(self, path: tuple[str | int, ...], value: Any, low: int, high: int) -> None:
        """Discord's string and list length checks (``low`` 0 means only a maximum)."""
        if value is None:
            return
        size = len(value)
        if low and not low <= size <= high:
            self.add(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")
        elif size > high:
            self.add(path, "BASE_TYPE_MAX_LENGTH", f"Must be {high} or fewer in length.")

    def raise_if_any(self) -> None:
        if self.tree:
            raise DiscordAPIError(400, INVALID_FORM_BODY, "Invalid Form Body", self.tree)


# ---------------------------------------------------------------------------- messages


def check_message(
    payload: dict[str, Any],
    files: list[tuple[str, bytes]],
    *,
    attachment_size_limit: int = DEFAULT_ATTACHMENT_SIZE_LIMIT,
    creating: bool = True,
    kept_attachments: int = 0,
) -> None:
    """Check a message body (create or edit) with its uploaded ``files`` (name, bytes)."""
    for _, data in files:
        if len(data) > attachment_size_limit:
            raise DiscordAPIError(413, ENTITY_TOO_LARGE, "Request entity too large")
    errors = FormErrors()
    content = payload.get("content")
    if content is not None and not isinstance(content, str):
        errors.add(("content",), "BASE_TYPE_STRING", "Must be a string.")
    else:
        errors.length(("content",), content, 0, MAX_CONTENT)
    embeds = payload.get("embeds") or []
    errors.length(("embeds",), embeds, 0, MAX_EMBEDS)
    check_embeds(errors, embeds)
    flags = int(payload.get("flags") or 0)
    components = payload.get("components") or []
    check_components(errors, components, v2=bool(flags & IS_COMPONENTS_V2))
    if len(files) + kept_attachments > MAX_FILES:
        errors.length(("attachments",), range(len(files) + kept_attachments), 0, MAX_FILES)
    if flags & IS_COMPONENTS_V2 and (content or embeds):
        errors.add(
            ("content",),
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "The 'content' and 'embeds' fields cannot be used "
            "when using MessageFlags.IS_COMPONENTS_V2",
        )
    errors.raise_if_any()
    if creating and not (
        content
        or embeds
        or components
        or files
        or payload.get("sticker_ids")
        or payload.get("poll")
    ):
        raise DiscordAPIError(400, EMPTY_MESSAGE, "Cannot send an empty message")


def check_embeds(errors: FormErrors, embeds: list[dict[str, Any]]) -> None:
    total = 0
    for i, embed in enumerate(embeds):
        for key, limit in EMBED_FIELD_LIMITS.items():
            errors.length(("embeds", i, key), embed.get(key), 0, limit)
            total += len(embed.get(key) or "")
        fields = embed.get("fields") or []
        errors.length(("embeds", i, "fields"), fields, 0, MAX_EMBED_FIELDS)
        for j, fld in enumerate(fields):
            errors.length(("embeds", i, "fields", j, "name"), fld.get("name", ""), 1, 256)
            errors.length(("embeds", i, "fields", j, "value"), fld.get("value", ""), 1, 1024)
            total += len(fld.get("name", "")) + len(fld.get("value", ""))
        footer = (embed.get("footer") or {}).get("text")
        errors.length(("embeds", i, "footer", "text"), footer, 0, 2048)
        author = (embed.get("author") or {}).get("name")
        errors.length(("embeds", i, "author", "name"), author, 0, 256)
        total += len(footer or "") + len(author or "")
    if total > MAX_EMBED_TOTAL:
        errors.add(
            ("embeds",),
            "MAX_EMBED_SIZE_EXCEEDED",
            f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL}",
        )


def check_components(errors: FormErrors, rows: list[dict[str, Any]], *, v2: bool) -> None:
    custom_ids: set[str] = set()
    if not v2:
        errors.length(("components",), rows, 0, MAX_ACTION_ROWS)
        for i, row in enumerate(rows):
            if row.get("type") != 1:
                errors.add(
                    ("components", i, "type"),
                    "COMPONENT_LAYOUT_INVALID",
                    "Top-level components must be action rows "
                    "without MessageFlags.IS_COMPONENTS_V2",
                )
                continue
            check_row(errors, ("components", i), row, custom_ids)
        return
    count = 0

    def walk(path: tuple[str | int, ...], items: list[dict[str, Any]]) -> None:
        nonlocal count
        for i, item in enumerate(items):
            count += 1
            here = (*path, i)
            if item.get("type") == 1:
                check_row(errors, here, item, custom_ids)
                count += len(item.get("components", []))
                continue
            check_item(errors, here, item, custom_ids)
            walk((*here, "components"), item.get("components", []))
            if isinstance(item.get("accessory"), dict):
                count += 1
                check_item(errors, (*here, "accessory"), item["accessory"], custom_ids)

    walk(("components",), rows)
    if count > MAX_V2_COMPONENTS:
        errors.add(
            ("components",),
            "BASE_TYPE_MAX_LENGTH",
            f"Must be {MAX_V2_COMPONENTS} or fewer in length.",
        )


def check_row(
    errors: FormErrors,
    path: tuple[str | int, ...],
    row: dict[str, Any],
    custom_ids: set[str],
) -> None:
    items = row.get("components") or []
    errors.length((*path, "components"), items, 1, MAX_ROW_ITEMS)
    if any(item.get("type") in SELECT_TYPES for item in items) and len(items) > 1:
        errors.add(
            (*path, "components"),
            "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
            "The specified component exceeds the maximum width",
        )
    for j, item in enumerate(items):
        check_item(errors, (*path, "components", j), item, custom_ids)


def check_item(
    errors: FormErrors,
    path: tuple[str | int, ...],
    item: dict[str, Any],
    custom_ids: set[str],
) -> None:
    kind = item.get("type")
    custom_id = item.get("custom_id")
    if custom_id is not None:
        errors.length((*path, "custom_id"), custom_id, 1, MAX_CUSTOM_ID)
        if custom_id in custom_ids:
            errors.add(
                (*path, "custom_id"),
                "COMPONENT_CUSTOM_ID_DUPLICATED",
                "Component custom id cannot be duplicated",
            )
        custom_ids.add(custom_id)
    if kind == 2:
        errors.length((*path, "label"), item.get("label"), 0, MAX_BUTTON_LABEL)
        link = item.get("style") == 5
        if link and not item.get("url"):
            errors.add((*path, "url"), "BASE_TYPE_REQUIRED", "This field is required")
        if not link and item.get("style") != 6 and custom_id is None:
            errors.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
    elif kind in SELECT_TYPES:
        if custom_id is None:
            errors.add((*path, "custom_id"), "BASE_TYPE_REQUIRED", "This field is required")
        errors.length((*path, "placeholder"), item.get("placeholder"), 0, 150)
        low, high = item.get("min_values", 1), item.get("max_values", 1)
        if not 0 <= low <= MAX_SELECT_OPTIONS:
            errors.add((*path, "min_values"), "NUMBER_TYPE_MAX", "Must be between 0 and 25.")
        if not 1 <= high <= MAX_SELECT_OPTIONS:
            errors.add((*path, "max_values"), "NUMBER_TYPE_MAX", "Must be between 1 and 25.")
        if kind == 3:
            options = item.get("options") or []
            errors.length((*path, "options"), options, 1, MAX_SELECT_OPTIONS)
            for k, option in enumerate(options):
                errors.length((*path, "options", k, "label"), option.get("label"), 1, 100)
                errors.length((*path, "options", k, "value"), option.get("value"), 1, 100)
                errors.length(
                    (*path, "options", k, "description"), option.get("description"), 0, 100
                )
            if options and high > len(options):
                errors.add(
                    (*path, "max_values"),
                    "BASE_TYPE_MAX",
                    f"Must be less than or equal to {len(options)}.",
                )
    elif kind == 10:
        errors.length((*path, "content"), item.get("content"), 1, 4000)


# ---------------------------------------------------------------------------- commands


def valid_name(name: Any) -> bool:
    """Discord's ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$``, lowercase where possible."""
    return (
        isinstance(name, str)
        and 1 <= len(name) <= MAX_NAME
        and name == name.lower()
        and all(ch.isalnum() or ch in "-_'" for ch in name)
    )


def check_commands(commands: list[dict[str, Any]]) -> None:
    """Check a bulk overwrite body the way Discord does (errors keyed by list index)."""
    errors = FormErrors()
    errors.length((), commands, 0, MAX_COMMANDS)
    seen: set[tuple[int, str]] = set()
    for i, command in enumerate(commands):
        kind = command.get("type", 1)
        name = command.get("name")
        if kind == 1:
            check_named(errors, (i,), command)
        else:
            errors.length((i, "name"), name, 1, MAX_NAME)
        key = (kind, name)
        if key in seen:
            errors.add(
                (i, "name"),
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                f"Application command names must be unique ({name})",
            )
        seen.add(key)
        if kind == 1:
            check_options(errors, (i, "options"), command.get("options") or [], depth=0)
            if command_size(command) > MAX_COMMAND_SIZE:
                errors.add(
                    (i,),
                    "APPLICATION_COMMAND_TOO_LARGE",
                    f"Command exceeds maximum size ({MAX_COMMAND_SIZE})",
                )
    errors.raise_if_any()


def check_named(errors: FormErrors, path: tuple[str | int, ...], item: dict[str, Any]) -> None:
    if not valid_name(item.get("name")):
        errors.add(
            (*path, "name"),
            "APPLICATION_COMMAND_INVALID_NAME",
            f"Command name is invalid ({item.get('name')!r})",
        )
    errors.length((*path, "description"), item.get("description") or "", 1, MAX_DESCRIPTION)
    for locale, text in (item.get("name_localizations") or {}).items():
        if not valid_name(text):
            errors.add(
                (*path, "name_localizations", locale),
                "APPLICATION_COMMAND_INVALID_NAME",
                "Command name is invalid",
            )
    for locale, text in (item.get("description_localizations") or {}).items():
        errors.length((*path, "description_localizations", locale), text, 1, MAX_DESCRIPTION)


def check_options(
    errors: FormErrors, path: tuple[str | int, ...], options: list[dict[str, Any]], *, depth: int
) -> None:
    errors.length(path, options, 0, MAX_OPTIONS)
    names: set[str] = set()
    optional_seen = False
    kinds = {o.get("type") for o in options}
    if kinds & {1, 2} and kinds - {1, 2}:
        errors.add(
            path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types "
            "are mutually exclusive to all other types",
        )
    for j, option in enumerate(options):
        here = (*path, j)
        check_named(errors, here, option)
        name = option.get("name")
        if name in names:
            errors.add(
                (*here, "name"),
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            )
        names.add(name)
        kind = option.get("type")
        if kind in (1, 2):
            if (kind == 2 and depth > 0) or (kind == 1 and depth > 1):
                errors.add(
                    (*here, "type"),
                    "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                    "Sub-commands nest at most in one sub-command group",
                )
            check_options(errors, (*here, "options"), option.get("options") or [], depth=depth + 1)
            continue
        if option.get("required"):
            if optional_seen:
                errors.add(
                    (*here, "required"),
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True
        choices = option.get("choices") or []
        errors.length((*here, "choices"), choices, 0, MAX_CHOICES)
        if choices and option.get("autocomplete"):
            errors.add(
                (*here, "autocomplete"),
                "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_AND_CHOICES",
                "Autocomplete cannot be enabled on options that have choices",
            )
        for k, choice in enumerate(choices):
            errors.length((*here, "choices", k, "name"), choice.get("name"), 1, 100)
            if isinstance(choice.get("value"), str):
                errors.length((*here, "choices", k, "value"), choice["value"], 1, 100)
        for key in ("min_length", "max_length"):
            value = option.get(key)
            if value is not None and not 0 <= value <= 6000:
                errors.add((*here, key), "NUMBER_TYPE_MAX", "Must be between 0 and 6000.")


def command_size(command: dict[str, Any]) -> int:
    """Discord's size of a command: names, descriptions and choice names and values."""

    def size(item: dict[str, Any]) -> int:
        total = len(item.get("name", "")) + len(item.get("description", ""))
        for choice in item.get("choices") or []:
            total += len(choice.get("name", "")) + len(str(choice.get("value", "")))
        return total + sum(size(o) for o in item.get("options") or [])

    return size(command)


# ---------------------------------------------------------------------------- callbacks


def check_autocomplete(data: dict[str, Any]) -> None:
    errors = FormErrors()
    choices = data.get("choices")
    if choices is None:
        errors.add(("data", "choices"), "BASE_TYPE_REQUIRED", "This field is required")
    else:
        errors.length(("data", "choices"), choices, 0, MAX_CHOICES)
        for k, choice in enumerate(choices):
            errors.length(("data", "choices", k, "name"), choice.get("name"), 1, 100)
            if isinstance(choice.get("value"), str):
                errors.length(("data", "choices", k, "value"), choice["value"], 0, 100)
    errors.raise_if_any()


def check_modal(data: dict[str, Any]) -> None:
    errors = FormErrors()
    errors.length(("data", "title"), data.get("title"), 1, 45)
    errors.length(("data", "custom_id"), data.get("custom_id"), 1, MAX_CUSTOM_ID)
    errors.length(("data", "components"), data.get("components") or [], 1, MAX_ACTION_ROWS)
    errors.raise_if_any()


def check_thread_name(name: Any) -> None:
    errors = FormErrors()
    if not isinstance(name, str):
        errors.add(("name",), "BASE_TYPE_REQUIRED", "This field is required")
    else:
        errors.length(("name",), name, 1, 100)
    errors.raise_if_any()
