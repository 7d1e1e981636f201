"""The Qt user interface: windows, widgets and the resources they need."""

from decrypto_qt.qtimport import skip_source_scan

skip_source_scan()  # before the windows' modules: PySide keeps none of their source
