"""The JSON line protocol between a host and its windows: messages, framing, schema. No Qt."""
