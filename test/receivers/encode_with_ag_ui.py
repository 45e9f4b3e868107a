"""Writes, as a server-sent-events stream, the events given as JSON lines on standard input, each
validated into ag-ui-protocol's own Event model and written by its EventEncoder."""

import json
import sys

from ag_ui.core import Event
from ag_ui.encoder import EventEncoder
from pydantic import TypeAdapter

events = TypeAdapter(Event)
encoder = EventEncoder()
for line in sys.stdin:
    if line.strip():
        sys.stdout.write(encoder.encode(events.validate_python(json.loads(line))))
