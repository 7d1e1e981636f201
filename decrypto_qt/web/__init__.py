"""The browser client's server side: its strings in every language, and what the host answers."""
