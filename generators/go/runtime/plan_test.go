package runtime

// receiverPlanJSON is written by the generator into every package (receivers.go) from the
// module's receivers.json; these tests carry a small plan of their own.
const receiverPlanJSON = `{
  "unknown": {"properties": "strip", "arrayMembers": "drop", "optionalMembers": "remove", "rootMembers": "surface"},
  "types": {
    "Note": {"kind": "object", "closed": true, "properties": {
      "text": {"required": true},
      "author": {"required": false, "nullAsAbsent": true},
      "parts": {"required": false, "walk": {"array": {"ref": "Part"}}}
    }},
    "Part": {"kind": "union", "tag": "type", "members": {"text": "TextPart", "bare": "BarePart"}, "retired": {
      "plain": {"to": "text", "patch": [{"op": "move", "from": "/body", "path": "/text"}]}
    }},
    "TextPart": {"kind": "object", "closed": true, "properties": {"type": {"required": true}, "text": {"required": true}}}
  },
  "walkAlways": []
}`
