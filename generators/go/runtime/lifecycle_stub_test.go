package runtime

import "encoding/json"

// Every generated package supplies its own Parse (validate.go) and lifecyclePlanJSON
// (lifecycle_plan.go). These stand-ins let the runtime module build, vet and test on its own; the
// stream processor itself is tested in each generated package over its module's stream corpus.
const lifecyclePlanJSON = `{"version": 1, "union": "Event", "tag": "type", "scopes": {}, "events": {}, "apply": {}}`

func Parse(typeName string, data []byte, options ...ParseOption) (any, []ParseWarning, error) {
	var value any
	if err := json.Unmarshal(data, &value); err != nil {
		return nil, nil, err
	}
	return value, nil, nil
}
