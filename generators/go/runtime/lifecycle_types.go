// The lifecycle plan (docs/lifecycle.md) as the stream processor reads it from the JSON that
// lifecycle_plan.go of each package holds.

package runtime

import (
	"encoding/json"
	"sort"
	"sync"
)

type lcScope struct {
	Key        *string             `json:"key"`
	Single     bool                `json:"single"`
	States     map[string][]string `json:"states"`
	Within     *string             `json:"within"`
	Owner      *string             `json:"owner"`
	OwnerInKey bool                `json:"ownerInKey"`
	Reopen     bool                `json:"reopen"`
	MustClose  bool                `json:"mustClose"`
	Children   []string            `json:"children"`
}

func (s *lcScope) allows(state, kind string) bool {
	for _, t := range s.States[state] {
		if t == kind {
			return true
		}
	}
	return false
}

type lcReference struct {
	Scope     string `json:"scope"`
	Key       string `json:"key"`
	MustExist bool   `json:"mustExist"`
	SameOwner bool   `json:"sameOwner"`
}

type lcRule struct {
	Opens      string        `json:"opens"`
	Continues  string        `json:"continues"`
	Closes     string        `json:"closes"`
	Key        *string       `json:"key"`
	As         string        `json:"as"`
	Abandon    bool          `json:"abandon"`
	IfOpen     string        `json:"ifOpen"`
	IfNotOpen  string        `json:"ifNotOpen"`
	Requires   []string      `json:"requires"`
	References []lcReference `json:"references"`
	Sequence   *struct {
		Field string  `json:"field"`
		Start float64 `json:"start"`
	} `json:"sequence"`
}

type lcShape struct {
	Type   string         `json:"type"`
	Value  map[string]any `json:"value"`
	Fields []string       `json:"fields"`
	When   *string        `json:"when"`
}

type lcChunkType struct {
	Key     string         `json:"key"`
	Start   lcShape        `json:"start"`
	Content *lcShape       `json:"content"`
	End     lcShape        `json:"end"`
	First   []string       `json:"first"`
	Repeat  map[string]any `json:"repeat"`
	Carry   []string       `json:"carry"`
}

type lcChunks struct {
	Lane      *string                `json:"lane"`
	Passive   []string               `json:"passive"`
	CloseAll  []string               `json:"closeAll"`
	CloseLane map[string]string      `json:"closeLane"`
	Types     map[string]lcChunkType `json:"types"`
}

type lcOp struct {
	Op          string            `json:"op"`
	From        string            `json:"from"`
	ID          string            `json:"id"`
	Path        string            `json:"path"`
	Parent      string            `json:"parent"`
	ParentValue map[string]any    `json:"parentValue"`
	Value       map[string]any    `json:"value"`
	Set         map[string]string `json:"set"`
	Merge       string            `json:"merge"`
	Replace     string            `json:"replace"`
	Keep        *struct {
		Field  string `json:"field"`
		Values []any  `json:"values"`
	} `json:"keep"`
}

type lifecyclePlan struct {
	Union  string              `json:"union"`
	Tag    string              `json:"tag"`
	Scopes map[string]*lcScope `json:"scopes"`
	Events map[string]*lcRule  `json:"events"`
	Chunks *lcChunks           `json:"chunks"`
	Apply  map[string][]lcOp   `json:"apply"`
	// itemPaths: the arrays every item.add names, re-indexed after a snapshot.
	itemPaths []string
}

var loadLifecycle = sync.OnceValue(func() *lifecyclePlan {
	var p lifecyclePlan
	if err := json.Unmarshal([]byte(lifecyclePlanJSON), &p); err != nil {
		panic("canon: the embedded lifecycle plan is not valid: " + err.Error())
	}
	seen := map[string]bool{}
	for _, ops := range p.Apply {
		for _, op := range ops {
			if op.Op == "item.add" && !seen[op.Path] {
				seen[op.Path] = true
				p.itemPaths = append(p.itemPaths, op.Path)
			}
		}
	}
	sort.Strings(p.itemPaths)
	return &p
})

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
