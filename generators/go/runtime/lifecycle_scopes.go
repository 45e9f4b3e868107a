// Verification: which scopes are open, who owns them, and whether an event may open, continue or
// close one now. Every check runs before anything changes, so a rejected event leaves the tracking
// as it was (Verify carries on after a violation). docs/lifecycle.md, "Verify", is the algorithm.

package runtime

import (
	"strconv"
	"strings"
)

type scopeInstance struct {
	scope  string
	id     string
	owner  any
	counts map[string]int
}

// orderedInstances is a map that remembers insertion order, as opening order matters.
type orderedInstances struct {
	slots  []string
	bySlot map[string]*scopeInstance
}

func (o *orderedInstances) get(slot string) *scopeInstance { return o.bySlot[slot] }

func (o *orderedInstances) set(slot string, i *scopeInstance) {
	if _, ok := o.bySlot[slot]; !ok {
		o.slots = append(o.slots, slot)
	}
	o.bySlot[slot] = i
}

func (o *orderedInstances) remove(slot string) {
	if _, ok := o.bySlot[slot]; !ok {
		return
	}
	delete(o.bySlot, slot)
	for n, s := range o.slots {
		if s == slot {
			o.slots = append(o.slots[:n:n], o.slots[n+1:]...)
			break
		}
	}
}

func (o *orderedInstances) values() []*scopeInstance {
	out := make([]*scopeInstance, len(o.slots))
	for n, s := range o.slots {
		out[n] = o.bySlot[s]
	}
	return out
}

type streamScopes struct {
	plan        *lifecyclePlan
	open        orderedInstances
	seen        map[string]any // slot → owner of every instance opened in the current parent instance
	states      map[string]string
	descendants map[string][]string
	closable    map[string]bool
}

func newStreamScopes(plan *lifecyclePlan) *streamScopes {
	s := &streamScopes{plan: plan, open: orderedInstances{bySlot: map[string]*scopeInstance{}}, seen: map[string]any{}, states: map[string]string{}, descendants: map[string][]string{}, closable: map[string]bool{}}
	for name := range plan.Scopes {
		s.descendants[name] = s.collect(name)
	}
	for _, rule := range plan.Events {
		if rule.Closes != "" {
			s.closable[rule.Closes] = true
		}
	}
	return s
}

func (s *streamScopes) collect(name string) []string {
	var found []string
	for _, child := range s.plan.Scopes[name].Children {
		found = append(found, child)
		found = append(found, s.collect(child)...)
	}
	return found
}

// stillOpen lists the open instances of scopes some rule closes, in opening order.
func (s *streamScopes) stillOpen() []string {
	var out []string
	for _, i := range s.open.values() {
		if !s.closable[i.scope] {
			continue
		}
		if i.id == "" {
			out = append(out, i.scope)
		} else {
			out = append(out, i.scope+" "+strconv.Quote(i.id))
		}
	}
	return out
}

// check checks event against its rule and, when it passes, records what it opened, continued or closed.
func (s *streamScopes) check(event map[string]any, kind string, rule *lcRule) *StreamError {
	at := "/events/" + escapeToken(kind)
	for _, name := range rule.Requires {
		if err := s.requireOpen(name, event, kind, at); err != nil {
			return err
		}
	}
	for i := range rule.References {
		if err := s.reference(&rule.References[i], event, kind, at+"/references/"+strconv.Itoa(i)); err != nil {
			return err
		}
	}
	switch {
	case rule.Opens != "":
		return s.opens(rule.Opens, rule, event, kind, at)
	case rule.Continues != "":
		return s.continues(rule.Continues, rule, event, kind, at)
	case rule.Closes != "":
		return s.closes(rule.Closes, rule, event, kind, at)
	}
	return nil
}

func (s *streamScopes) opens(name string, rule *lcRule, event map[string]any, kind, at string) *StreamError {
	scope := s.plan.Scopes[name]
	id := s.idOf(scope, rule, event)
	slot := name + "\x01" + id
	current := s.open.get(slot)
	if scope.Single {
		current = s.firstOpen(name)
	}
	if current != nil {
		if rule.IfOpen == "continue" && !scope.Single {
			return s.continues(name, rule, event, kind, at)
		}
		return fatal("scope-already-open", at, kind+" opens "+name+" "+strconv.Quote(current.id)+", which is already open")
	}
	if _, used := s.seen[slot]; !scope.Single && !scope.Reopen && used {
		return fatal("scope-reused", at, kind+" reuses "+name+" "+strconv.Quote(id)+", which already ended")
	}
	if err := s.sequence(nil, rule, event, kind, at); err != nil {
		return err
	}
	if scope.Single {
		s.forget(name)
	}
	owner, _ := s.ownerOf(scope, event)
	i := &scopeInstance{scope: name, id: id, owner: owner, counts: map[string]int{}}
	if rule.Sequence != nil {
		i.counts[kind] = 1
	}
	s.open.set(slot, i)
	s.seen[slot] = owner
	if scope.Single {
		s.states[name] = "open"
	}
	return nil
}

// forget: a single scope opens anew, and everything tracked inside its previous instance goes.
func (s *streamScopes) forget(name string) {
	inside := map[string]bool{}
	for _, d := range s.descendants[name] {
		inside[d] = true
	}
	for _, slot := range append([]string(nil), s.open.slots...) {
		if inside[slot[:strings.IndexByte(slot, 1)]] {
			s.open.remove(slot)
		}
	}
	for slot := range s.seen {
		if inside[slot[:strings.IndexByte(slot, 1)]] {
			delete(s.seen, slot)
		}
	}
}

// target is the open instance an event continues or closes; a keyed single scope's only instance
// must be the one named.
func (s *streamScopes) target(name string, scope *lcScope, id, kind, at string) (*scopeInstance, *StreamError) {
	if !scope.Single {
		return s.open.get(name + "\x01" + id), nil
	}
	current := s.firstOpen(name)
	if current == nil || scope.Key == nil || id == "" || id == current.id {
		return current, nil
	}
	return nil, fatal("outside-scope", at, kind+" names "+name+" "+strconv.Quote(id)+", but "+name+" "+strconv.Quote(current.id)+" is open")
}

func (s *streamScopes) continues(name string, rule *lcRule, event map[string]any, kind, at string) *StreamError {
	scope := s.plan.Scopes[name]
	id := s.idOf(scope, rule, event)
	i, err := s.target(name, scope, id, kind, at)
	if err != nil {
		return err
	}
	if i == nil {
		if rule.IfNotOpen == "open" {
			opening := *rule
			opening.IfOpen = "error"
			return s.opens(name, &opening, event, kind, at)
		}
		return fatal("scope-not-open", at, kind+" continues "+name+" "+strconv.Quote(id)+", which is not open")
	}
	if err := s.ownerCheck(i, scope, event, kind, at); err != nil {
		return err
	}
	if err := s.sequence(i, rule, event, kind, at); err != nil {
		return err
	}
	if rule.Sequence != nil {
		i.counts[kind]++
	}
	return nil
}

func (s *streamScopes) closes(name string, rule *lcRule, event map[string]any, kind, at string) *StreamError {
	scope := s.plan.Scopes[name]
	id := s.idOf(scope, rule, event)
	i, err := s.target(name, scope, id, kind, at)
	if err != nil {
		return err
	}
	if i == nil {
		if scope.Single {
			if err := s.closedSingle(name, scope, kind, at); err != nil {
				return err
			}
			s.states[name] = rule.As
			return nil
		}
		if rule.IfNotOpen == "ignore" {
			return nil
		}
		return fatal("scope-not-open", at, kind+" closes "+name+" "+strconv.Quote(id)+", which is not open")
	}
	if err := s.ownerCheck(i, scope, event, kind, at); err != nil {
		return err
	}
	inside := map[string]bool{}
	for _, d := range s.descendants[name] {
		inside[d] = true
	}
	var within []*scopeInstance
	for _, open := range s.open.values() {
		if inside[open.scope] {
			within = append(within, open)
		}
	}
	if !rule.Abandon {
		for _, left := range within {
			if s.plan.Scopes[left.scope].MustClose {
				return fatal("left-open", "/scopes/"+escapeToken(left.scope), kind+" closes "+name+" while "+left.scope+" "+strconv.Quote(left.id)+" is still open")
			}
		}
	}
	for _, open := range within {
		s.open.remove(open.scope + "\x01" + open.id)
	}
	s.open.remove(name + "\x01" + i.id)
	if scope.Single {
		s.states[name] = rule.As
	}
	return nil
}
