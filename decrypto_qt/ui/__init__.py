"""The Qt user interface: windows, widgets and the resources they need."""
