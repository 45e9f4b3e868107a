package main

import (
	"encoding/json"

	community "github.com/ag-ui-protocol/ag-ui/sdks/community/go/pkg/core/events"
	"github.com/bytedance/sonic"
	agui "github.com/canon-sdk/canon/packages/agui/go"
	goccy "github.com/goccy/go-json"
)

// sink keeps results reachable so that no decoder's work can be optimised away.
var sink any

func canonTolerant(line []byte) (bool, int) {
	v, warnings, err := agui.ParseEvent(line)
	sink = v
	return err == nil, len(warnings)
}

func canonStrict(line []byte) (bool, int) {
	v, _, err := agui.ParseEvent(line, agui.WithMode(agui.Strict))
	sink = v
	return err == nil, 0
}

func encodingJSON(line []byte) (bool, int) {
	var v plainEvent
	err := json.Unmarshal(line, &v)
	sink = &v
	return err == nil, 0
}

func goccyJSON(line []byte) (bool, int) {
	var v plainEvent
	err := goccy.Unmarshal(line, &v)
	sink = &v
	return err == nil, 0
}

func sonicJSON(line []byte) (bool, int) {
	var v plainEvent
	err := sonic.Unmarshal(line, &v)
	sink = &v
	return err == nil, 0
}

// communitySDK is the AG-UI community Go SDK's own entry point for one event of JSON text.
func communitySDK(line []byte) (bool, int) {
	v, err := community.EventFromJSON(line)
	sink = v
	return err == nil, 0
}
