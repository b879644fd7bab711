"""Pure game rules: standard library only (no discord, sqlalchemy or PIL)."""
