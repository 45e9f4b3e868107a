// Verification: the scopes a stream opens, continues and closes, checked against the plan's
// rules. check only looks; the function it returns makes the change, so an event that breaks a
// rule leaves the stream as it was.

package runtime

import (
	"sort"
	"strconv"
	"strings"
)

type scopeInstance struct {
	scope    string
	id       string
	owner    any
	hasOwner bool
	order    int
	open     bool
	counts   map[string]int
}

type streamScopes struct {
	plan      *lifecyclePlan
	instances map[string]map[string]*scopeInstance
	state     map[string]string
	order     int
}

func newStreamScopes(plan *lifecyclePlan) *streamScopes {
	s := &streamScopes{plan: plan, instances: map[string]map[string]*scopeInstance{}, state: map[string]string{}}
	for name := range plan.Scopes {
		s.instances[name] = map[string]*scopeInstance{}
		s.state[name] = "initial"
	}
	return s
}

func ruleRef(prefix, kind string) string {
	return prefix + strings.ReplaceAll(strings.ReplaceAll(kind, "~", "~0"), "/", "~1")
}

func fatal(code, kind, rule, message string) *StreamError {
	return &StreamError{Code: code, Type: kind, Rule: rule, Message: message}
}

func noChange() {}

func (s *streamScopes) stillOpen() []string {
	var found []*scopeInstance
	for _, instances := range s.instances {
		for _, i := range instances {
			if i.open {
				found = append(found, i)
			}
		}
	}
	sort.Slice(found, func(a, b int) bool { return found[a].order < found[b].order })
	out := make([]string, len(found))
	for n, i := range found {
		out[n] = i.scope + " " + strconv.Quote(i.id) + " still open"
	}
	return out
}

func (s *streamScopes) openSingle(scope string) *scopeInstance {
	for _, i := range s.instances[scope] {
		if i.open {
			return i
		}
	}
	return nil
}

func (s *streamScopes) owner(scope string, event any) (any, bool) {
	pointer := s.plan.Scopes[scope].Owner
	if pointer == nil {
		return nil, false
	}
	return valueAt(event, *pointer)
}

func (s *streamScopes) id(scope string, rule *lcRule, event any) string {
	plan := s.plan.Scopes[scope]
	pointer := plan.Key
	if rule.Key != nil {
		pointer = rule.Key
	}
	key := ""
	if pointer != nil {
		v, _ := valueAt(event, *pointer)
		key = idText(v)
	}
	if plan.OwnerInKey {
		owner, ok := s.owner(scope, event)
		prefix := ""
		if ok {
			prefix = idText(owner)
		}
		return prefix + "\x00" + key
	}
	return key
}

func (s *streamScopes) check(kind string, rule *lcRule, event any) (func(), *StreamError) {
	where := ruleRef("/events/", kind)
	if rule.Opens != "" && s.plan.Scopes[rule.Opens].Single && rule.IfOpen != "continue" && s.openSingle(rule.Opens) != nil {
		return nil, fatal("scope-already-open", kind, where, rule.Opens+" is already open")
	}
	for _, scope := range rule.Requires {
		if err := s.require(kind, scope, event, where); err != nil {
			return nil, err
		}
	}
	for i := range rule.References {
		if err := s.reference(kind, &rule.References[i], event, where); err != nil {
			return nil, err
		}
	}
	switch {
	case rule.Opens != "":
		return s.opens(kind, rule.Opens, rule, event, where)
	case rule.Continues != "":
		return s.continues(kind, rule.Continues, rule, event, where)
	case rule.Closes != "":
		return s.closes(kind, rule.Closes, rule, event, where)
	}
	return noChange, nil
}

func (s *streamScopes) require(kind, scope string, event any, where string) *StreamError {
	plan := s.plan.Scopes[scope]
	current := s.openSingle(scope)
	if current == nil {
		state := s.state[scope]
		switch {
		case plan.allows(state, kind):
			return nil
		case state == "initial":
			return fatal("outside-scope", kind, where, kind+" outside any "+scope)
		}
		return fatal("after-close", kind, where, kind+" after the "+scope+" closed ("+state+")")
	}
	if plan.Key != nil {
		if v, ok := valueAt(event, *plan.Key); ok && idText(v) != current.id {
			return fatal("outside-scope", kind, where, kind+" names "+scope+" "+strconv.Quote(idText(v))+", not the open "+strconv.Quote(current.id))
		}
	}
	return nil
}

func (s *streamScopes) reference(kind string, ref *lcReference, event any, where string) *StreamError {
	v, ok := valueAt(event, ref.Key)
	if !ok {
		return nil
	}
	name := idText(v)
	ownerInKey := s.plan.Scopes[ref.Scope].OwnerInKey
	var target *scopeInstance
	for _, i := range s.instances[ref.Scope] {
		id := i.id
		if ownerInKey {
			id = id[strings.LastIndexByte(id, 0)+1:]
		}
		if id == name && (target == nil || i.order < target.order) {
			target = i
		}
	}
	if target == nil {
		if ref.MustExist {
			return fatal("unknown-reference", kind, where, kind+" refers to "+ref.Scope+" "+strconv.Quote(name)+", never opened")
		}
		return nil
	}
	if ref.SameOwner {
		owner, has := s.owner(ref.Scope, event)
		if has != target.hasOwner || (has && !jsonEqual(owner, target.owner)) {
			return fatal("owner-mismatch", kind, where, kind+" is not attributed to the owner of "+ref.Scope+" "+strconv.Quote(name))
		}
	}
	return nil
}

func (s *streamScopes) checkOwner(kind string, i *scopeInstance, event any, where string) *StreamError {
	owner, has := s.owner(i.scope, event)
	if has && (!i.hasOwner || !jsonEqual(owner, i.owner)) {
		return fatal("owner-mismatch", kind, where, kind+" is attributed to "+strconv.Quote(idText(owner))+", not to the owner of "+i.scope+" "+strconv.Quote(i.id))
	}
	return nil
}

// sequence checks a counter field against the events of this type so far in the instance.
func (s *streamScopes) sequence(kind string, i *scopeInstance, rule *lcRule, event any, where string) (func(), *StreamError) {
	if rule.Sequence == nil {
		return noChange, nil
	}
	count := 0
	if i != nil {
		count = i.counts[kind]
	}
	expected := rule.Sequence.Start + float64(count)
	if v, ok := valueAt(event, rule.Sequence.Field); ok {
		if n, isNumber := numberOf(v); !isNumber || n != expected {
			return nil, fatal("sequence-mismatch", kind, where, rule.Sequence.Field+" is "+idText(v)+", expected "+strconv.FormatFloat(expected, 'f', -1, 64))
		}
	}
	return func() {
		if i != nil {
			i.counts[kind] = count + 1
		}
	}, nil
}

func (s *streamScopes) continueOpen(kind string, i *scopeInstance, rule *lcRule, event any, where string) (func(), *StreamError) {
	if err := s.checkOwner(kind, i, event, where); err != nil {
		return nil, err
	}
	return s.sequence(kind, i, rule, event, where)
}

func (s *streamScopes) opens(kind, scope string, rule *lcRule, event any, where string) (func(), *StreamError) {
	plan := s.plan.Scopes[scope]
	id := s.id(scope, rule, event)
	existing := s.instances[scope][id]
	if plan.Single {
		if current := s.openSingle(scope); current != nil {
			return s.continueOpen(kind, current, rule, event, where)
		}
	} else if existing != nil && existing.open {
		if rule.IfOpen == "continue" {
			return s.continueOpen(kind, existing, rule, event, where)
		}
		return nil, fatal("scope-already-open", kind, where, scope+" "+strconv.Quote(id)+" is already open")
	} else if existing != nil && !plan.Reopen {
		return nil, fatal("scope-reused", kind, where, scope+" "+strconv.Quote(id)+" was used before")
	}
	if plan.Single {
		existing = nil // a single scope forgets its previous instance
	}
	bump, err := s.sequence(kind, existing, rule, event, where)
	if err != nil {
		return nil, err
	}
	owner, hasOwner := s.owner(scope, event)
	return func() {
		if plan.Single {
			s.forgetInside(scope)
			s.instances[scope] = map[string]*scopeInstance{}
		}
		s.order++
		i := s.instances[scope][id]
		if i == nil {
			i = &scopeInstance{scope: scope, id: id, counts: map[string]int{}}
			s.instances[scope][id] = i
			if rule.Sequence != nil {
				i.counts[kind] = 1
			}
		} else {
			bump()
		}
		i.open, i.owner, i.hasOwner, i.order = true, owner, hasOwner, s.order
	}, nil
}

func (s *streamScopes) continues(kind, scope string, rule *lcRule, event any, where string) (func(), *StreamError) {
	var i *scopeInstance
	if s.plan.Scopes[scope].Single {
		i = s.openSingle(scope)
	} else {
		i = s.instances[scope][s.id(scope, rule, event)]
	}
	if i == nil || !i.open {
		if rule.IfNotOpen == "open" {
			return s.opens(kind, scope, rule, event, where)
		}
		return nil, fatal("scope-not-open", kind, where, scope+" "+strconv.Quote(s.id(scope, rule, event))+" is not open")
	}
	return s.continueOpen(kind, i, rule, event, where)
}

func (s *streamScopes) closes(kind, scope string, rule *lcRule, event any, where string) (func(), *StreamError) {
	plan := s.plan.Scopes[scope]
	var i *scopeInstance
	if plan.Single {
		i = s.openSingle(scope)
	} else {
		i = s.instances[scope][s.id(scope, rule, event)]
	}
	if i == nil || !i.open {
		switch {
		case rule.IfNotOpen == "ignore":
			return noChange, nil
		case plan.Single && plan.allows(s.state[scope], kind):
			return func() { s.state[scope] = rule.As }, nil
		case plan.Single && s.state[scope] == "initial":
			return nil, fatal("outside-scope", kind, where, kind+" while no "+scope+" is open")
		case plan.Single:
			return nil, fatal("after-close", kind, where, kind+" after the "+scope+" closed ("+s.state[scope]+")")
		}
		return nil, fatal("scope-not-open", kind, where, scope+" "+strconv.Quote(s.id(scope, rule, event))+" is not open")
	}
	if err := s.checkOwner(kind, i, event, where); err != nil {
		return nil, err
	}
	inside := s.openInside(scope)
	if !rule.Abandon {
		for _, child := range inside {
			if s.plan.Scopes[child.scope].MustClose {
				return nil, fatal("left-open", kind, "/scopes/"+child.scope, child.scope+" "+strconv.Quote(child.id)+" is still open")
			}
		}
	}
	return func() {
		for _, child := range inside {
			child.open = false
		}
		i.open = false
		if plan.Single {
			s.state[scope] = rule.As
		}
	}, nil
}

func (s *streamScopes) inside(scope string) []string {
	var found []string
	for _, child := range s.plan.Scopes[scope].Children {
		found = append(found, child)
		found = append(found, s.inside(child)...)
	}
	return found
}

// openInside lists the open instances of every scope inside scope, in opening order.
func (s *streamScopes) openInside(scope string) []*scopeInstance {
	var found []*scopeInstance
	for _, child := range s.inside(scope) {
		for _, i := range s.instances[child] {
			if i.open {
				found = append(found, i)
			}
		}
	}
	sort.Slice(found, func(a, b int) bool { return found[a].order < found[b].order })
	return found
}

func (s *streamScopes) forgetInside(scope string) {
	for _, child := range s.inside(scope) {
		s.instances[child] = map[string]*scopeInstance{}
		s.state[child] = "initial"
	}
}
