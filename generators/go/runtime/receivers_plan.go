// The receiver plan as the walk reads it: decoded once from the module's embedded
// receivers.json (receiverPlanJSON), with the lookups it answers indexed.

package runtime

import (
	"encoding/json"
	"sync"
)

type planWalk struct {
	Ref    string      `json:"ref"`
	Array  *planWalk   `json:"array"`
	Map    *planWalk   `json:"map"`
	Choice []*planWalk `json:"choice"`
	target *planType   // Ref resolved, for the scan
}

type planProperty struct {
	Required     bool      `json:"required"`
	Walk         *planWalk `json:"walk"`
	NullAsAbsent bool      `json:"nullAsAbsent"`
}

type planOp struct {
	Op    string          `json:"op"`
	From  string          `json:"from"`
	Path  string          `json:"path"`
	Value json.RawMessage `json:"value"`
}

type planTarget struct {
	Tag       string
	By        string
	Prefixes  []struct{ Prefix, Tag string }
	Otherwise string
}

func (t *planTarget) UnmarshalJSON(data []byte) error {
	if len(data) > 0 && data[0] == '"' {
		return json.Unmarshal(data, &t.Tag)
	}
	var v struct {
		By       string `json:"by"`
		Prefixes []struct {
			Prefix string `json:"prefix"`
			Tag    string `json:"tag"`
		} `json:"prefixes"`
		Otherwise string `json:"otherwise"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	t.By, t.Otherwise = v.By, v.Otherwise
	for _, p := range v.Prefixes {
		t.Prefixes = append(t.Prefixes, struct{ Prefix, Tag string }{p.Prefix, p.Tag})
	}
	return nil
}

type planRule struct {
	To    planTarget `json:"to"`
	Patch []planOp   `json:"patch"`
	Cases []struct {
		When  string   `json:"when"`
		Patch []planOp `json:"patch"`
	} `json:"cases"`
}

type planType struct {
	Kind       string                  `json:"kind"`
	Closed     bool                    `json:"closed"`
	Properties map[string]planProperty `json:"properties"`
	Tag        string                  `json:"tag"`
	Members    map[string]string       `json:"members"`
	Retired    map[string]planRule     `json:"retired"`
	Walk       *planWalk               `json:"walk"`
	walkAlways bool                    // listed in the plan's walkAlways
	scan       scanIndex               // the same, indexed for the scan
}

type receiverPlan struct {
	Unknown struct {
		Properties      string `json:"properties"`
		ArrayMembers    string `json:"arrayMembers"`
		OptionalMembers string `json:"optionalMembers"`
		RootMembers     string `json:"rootMembers"`
	} `json:"unknown"`
	Types      map[string]*planType `json:"types"`
	WalkAlways []string             `json:"walkAlways"`
	recent     recentWarnings
	recentTop  recentWarnings // the top-level ones, by property name
}

var loadPlan = sync.OnceValue(func() *receiverPlan {
	var p receiverPlan
	if err := json.Unmarshal([]byte(receiverPlanJSON), &p); err != nil {
		panic("canon: the embedded receiver plan is not valid: " + err.Error())
	}
	for _, name := range p.WalkAlways {
		if t, ok := p.Types[name]; ok {
			t.walkAlways = true
		}
	}
	p.index()
	return &p
})
