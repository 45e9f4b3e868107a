// What verification (lifecycle_scopes.go) checks before an event changes anything: the lookups of
// an event's scope instance and owner, and the rules an event must meet to name, reference or
// continue them. A failed check is a *StreamError; nothing here changes the tracking.

package runtime

import (
	"encoding/json"
	"strconv"
	"strings"
)

func escapeToken(token string) string {
	return strings.ReplaceAll(strings.ReplaceAll(token, "~", "~0"), "/", "~1")
}

func fatal(code, rule, message string) *StreamError {
	return &StreamError{Code: code, Rule: rule, Message: message}
}

func quote(value any) string {
	text, err := json.Marshal(value)
	if err != nil {
		return "null"
	}
	return string(text)
}

func (s *streamScopes) ownerOf(scope *lcScope, event map[string]any) (any, bool) {
	if scope.Owner == nil {
		return nil, false
	}
	return valueAt(event, *scope.Owner)
}

func (s *streamScopes) idOf(scope *lcScope, rule *lcRule, event map[string]any) string {
	if scope.Single && scope.Key == nil {
		return ""
	}
	pointer := scope.Key
	if rule != nil && rule.Key != nil {
		pointer = rule.Key
	}
	var key any = event
	present := true
	if pointer != nil {
		key, present = valueAt(event, *pointer)
	}
	text := ""
	if present {
		text = keyText(key)
	}
	if !scope.OwnerInKey {
		return text
	}
	owner, _ := s.ownerOf(scope, event)
	prefix, _ := owner.(string)
	return prefix + "\x00" + text
}

func (s *streamScopes) firstOpen(name string) *scopeInstance {
	for _, i := range s.open.values() {
		if i.scope == name {
			return i
		}
	}
	return nil
}

func (s *streamScopes) requireOpen(name string, event map[string]any, kind, at string) *StreamError {
	scope := s.plan.Scopes[name]
	if current := s.firstOpen(name); current != nil {
		if scope.Key == nil {
			return nil
		}
		key, ok := valueAt(event, *scope.Key)
		if !ok || keyText(key) == current.id {
			return nil
		}
		return fatal("outside-scope", at, kind+" names "+name+" "+quote(key)+", but "+name+" "+strconv.Quote(current.id)+" is open")
	}
	return s.closedSingle(name, scope, kind, at)
}

// closedSingle: a single scope that is not open allows kind when its state lists it; otherwise outside or after.
func (s *streamScopes) closedSingle(name string, scope *lcScope, kind, at string) *StreamError {
	state, ok := s.states[name]
	if !ok {
		state = "initial"
	}
	if scope.allows(state, kind) {
		return nil
	}
	if state == "initial" {
		return fatal("outside-scope", at, kind+" before any "+name+" started")
	}
	return fatal("after-close", at, kind+" after the "+name+" closed ("+state+")")
}

func (s *streamScopes) reference(ref *lcReference, event map[string]any, kind, at string) *StreamError {
	value, ok := valueAt(event, ref.Key)
	if !ok {
		return nil
	}
	slot := ref.Scope + "\x01" + keyText(value)
	owner, known := s.seen[slot]
	if !known {
		if ref.MustExist {
			return fatal("unknown-reference", at, kind+" "+ref.Key+" names "+ref.Scope+" "+quote(value)+", which was never opened")
		}
		return nil
	}
	attributed, has := s.ownerOf(s.plan.Scopes[ref.Scope], event)
	if ref.SameOwner && has && !strictEqual(attributed, owner) {
		return fatal("owner-mismatch", at, kind+" is attributed to "+quote(attributed)+", but "+ref.Scope+" "+quote(value)+" belongs to "+quote(owner))
	}
	return nil
}

func (s *streamScopes) ownerCheck(i *scopeInstance, scope *lcScope, event map[string]any, kind, at string) *StreamError {
	owner, has := s.ownerOf(scope, event)
	if !has || strictEqual(owner, i.owner) {
		return nil
	}
	return fatal("owner-mismatch", at, kind+" is attributed to "+quote(owner)+", but "+i.scope+" "+strconv.Quote(i.id)+" was opened by "+quote(i.owner))
}

func (s *streamScopes) sequence(i *scopeInstance, rule *lcRule, event map[string]any, kind, at string) *StreamError {
	if rule.Sequence == nil {
		return nil
	}
	expected := rule.Sequence.Start
	if i != nil {
		expected += float64(i.counts[kind])
	}
	actual, _ := valueAt(event, rule.Sequence.Field)
	if n, ok := numberOf(actual); ok && n == expected {
		return nil
	}
	return fatal("sequence-mismatch", at+"/sequence", kind+" "+rule.Sequence.Field+" is "+quote(actual)+", expected "+strconv.FormatFloat(expected, 'f', -1, 64))
}
