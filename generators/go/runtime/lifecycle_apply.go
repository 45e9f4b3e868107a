// Application: the client's view (state and messages) built from verified events, as the plan's
// apply rules say.

package runtime

func (s *EventStream) apply(op *lcOp, event map[string]any, index int) {
	switch op.Op {
	case "state.replace":
		if v, ok := valueAt(event, op.From); ok {
			s.state = deepCopy(v)
		}
	case "state.patch":
		if patched, ok := s.patched(op, s.state, event, index); ok {
			s.state = patched
		}
	case "message.create", "message.put":
		s.put(op, event, op.Op == "message.put")
	case "message.append":
		message := s.message(event, op.ID)
		text, ok := valueAt(event, op.From)
		if str, isString := text.(string); message != nil && ok && isString {
			appendAt(message, op.Path, str)
		}
	case "message.patch":
		message := s.message(event, op.ID)
		if message == nil {
			s.warnings = append(s.warnings, StreamWarning{Code: "patch-failed", Index: index, Path: op.ID, Message: "no message to patch"})
			break
		}
		current, _ := valueAt(message, op.Path)
		if patched, ok := s.patched(op, current, event, index); ok && op.Path != "" {
			setAt(message, op.Path, patched)
		}
	case "item.add":
		s.addItem(op, event)
	case "item.append":
		s.appendItem(op, event)
	case "messages.reconcile":
		s.reconcile(op, event)
	}
	if op.Merge != "" && op.Op != "messages.reconcile" && op.Op != "item.append" && op.Op != "state.replace" && op.Op != "state.patch" {
		s.merge(op, event)
	}
}

// patched is the patched copy of target; a patch that does not apply is skipped with a warning, as the spec says.
func (s *EventStream) patched(op *lcOp, target any, event map[string]any, index int) (any, bool) {
	patch, ok := valueAt(event, op.From)
	if !ok {
		return nil, false
	}
	out, err := applyPatch(target, patch)
	if err != nil {
		s.warnings = append(s.warnings, StreamWarning{Code: "patch-failed", Index: index, Path: op.From, Message: err.Error()})
		return nil, false
	}
	return out, true
}

func (s *EventStream) message(event map[string]any, pointer string) map[string]any {
	id, ok := valueAt(event, pointer)
	if !ok {
		return nil
	}
	return s.byID(id)
}

func (s *EventStream) byID(id any) map[string]any {
	for _, m := range s.messages {
		if v, ok := m["id"]; ok && jsonEqual(v, id) {
			return m
		}
	}
	return nil
}

func (s *EventStream) build(op *lcOp, event map[string]any, id any) map[string]any {
	message, _ := deepCopy(op.Value).(map[string]any)
	if message == nil {
		message = map[string]any{}
	}
	message["id"] = deepCopy(id)
	for target, source := range op.Set {
		if v, ok := valueAt(event, source); ok {
			setAt(message, target, deepCopy(v))
		}
	}
	return message
}

func (s *EventStream) put(op *lcOp, event map[string]any, replace bool) {
	id, ok := valueAt(event, op.ID)
	if !ok {
		return
	}
	existing := s.byID(id)
	if existing == nil {
		s.messages = append(s.messages, s.build(op, event, id))
		return
	}
	keep := false
	if op.Replace != "" {
		v, has := valueAt(event, op.Replace)
		keep = has && v == false
	}
	if replace && !keep {
		for i, m := range s.messages {
			if jsonEqual(m["id"], id) {
				s.messages[i] = s.build(op, event, id)
				break
			}
		}
		return
	}
	for target, source := range op.Set {
		if v, ok := valueAt(event, source); ok {
			if _, present := valueAt(existing, target); !present {
				setAt(existing, target, deepCopy(v))
			}
		}
	}
}

func (s *EventStream) merge(op *lcOp, event map[string]any) {
	extra, ok := valueAt(event, op.Merge)
	fields, isObject := extra.(map[string]any)
	if !ok || !isObject {
		return
	}
	var message map[string]any
	if op.Op == "item.add" {
		if id, ok := valueAt(event, op.ID); ok {
			if place, ok := s.items[idText(id)]; ok {
				message = s.byID(place.message)
			}
		}
	} else {
		message = s.message(event, op.ID)
	}
	if message == nil {
		return
	}
	metadata, isMap := message["metadata"].(map[string]any)
	if !isMap {
		metadata = map[string]any{}
		message["metadata"] = metadata
	}
	for k, v := range fields {
		metadata[k] = deepCopy(v)
	}
}

func (s *EventStream) addItem(op *lcOp, event map[string]any) {
	itemID, ok := valueAt(event, op.ID)
	if !ok {
		return
	}
	var parentID any
	hasParent := false
	if op.Parent != "" {
		parentID, hasParent = valueAt(event, op.Parent)
	}
	var message map[string]any
	if hasParent {
		message = s.byID(parentID)
	}
	if message == nil {
		message, _ = deepCopy(op.ParentValue).(map[string]any)
		if message == nil {
			message = map[string]any{}
		}
		if hasParent {
			message["id"] = deepCopy(parentID)
		} else {
			message["id"] = deepCopy(itemID)
		}
		s.messages = append(s.messages, message)
	}
	items, isArray := func() ([]any, bool) { v, _ := valueAt(message, op.Path); a, ok := v.([]any); return a, ok }()
	if !isArray {
		items = []any{}
	}
	present := false
	for _, item := range items {
		if object, ok := item.(map[string]any); ok && jsonEqual(object["id"], itemID) {
			present = true
		}
	}
	if !present {
		item, _ := deepCopy(op.Value).(map[string]any)
		if item == nil {
			item = map[string]any{}
		}
		item["id"] = deepCopy(itemID)
		for target, source := range op.Set {
			if v, ok := valueAt(event, source); ok {
				setAt(item, target, deepCopy(v))
			}
		}
		items = append(items, item)
	}
	setAt(message, op.Path, items)
	s.items[idText(itemID)] = itemPlace{message: idText(message["id"]), path: op.Path}
}

func (s *EventStream) appendItem(op *lcOp, event map[string]any) {
	itemID, ok := valueAt(event, op.ID)
	text, hasText := valueAt(event, op.From)
	str, isString := text.(string)
	if !ok || !hasText || !isString {
		return
	}
	place, ok := s.items[idText(itemID)]
	if !ok {
		return
	}
	message := s.byIDText(place.message)
	if message == nil {
		return
	}
	items, _ := valueAt(message, place.path)
	list, _ := items.([]any)
	for _, item := range list {
		if object, ok := item.(map[string]any); ok && jsonEqual(object["id"], itemID) {
			appendAt(object, op.Path, str)
			return
		}
	}
}

func (s *EventStream) byIDText(id string) map[string]any {
	for _, m := range s.messages {
		if idText(m["id"]) == id {
			return m
		}
	}
	return nil
}

func (s *EventStream) reconcile(op *lcOp, event map[string]any) {
	snapshot, ok := valueAt(event, op.From)
	list, isArray := snapshot.([]any)
	if !ok || !isArray {
		return
	}
	var incoming []map[string]any
	byID := map[string]map[string]any{}
	for _, m := range list {
		if object, ok := deepCopy(m).(map[string]any); ok {
			incoming = append(incoming, object)
			if _, seen := byID[idText(object["id"])]; !seen {
				byID[idText(object["id"])] = object
			}
		}
	}
	// Client-only messages (a role the agent never sends) survive a snapshot that has none of their kind.
	spared := map[string]bool{}
	if op.Keep != nil {
		for _, v := range op.Keep.Values {
			spared[idText(v)] = true
		}
		for _, m := range incoming {
			if v, ok := valueAt(m, op.Keep.Field); ok {
				delete(spared, idText(v))
			}
		}
	}
	var kept []map[string]any
	seen := map[string]bool{}
	for _, m := range s.messages {
		key := idText(m["id"])
		if replacement, ok := byID[key]; ok && !seen[key] {
			kept = append(kept, replacement)
			seen[key] = true
		} else if !ok && op.Keep != nil {
			if v, has := valueAt(m, op.Keep.Field); has && spared[idText(v)] {
				kept = append(kept, m)
			}
		}
	}
	for _, m := range incoming {
		if key := idText(m["id"]); !seen[key] {
			kept = append(kept, m)
			seen[key] = true
		}
	}
	s.messages = kept
	s.items = map[string]itemPlace{}
	for _, m := range kept {
		for _, path := range s.plan.itemPaths {
			items, _ := valueAt(m, path)
			list, _ := items.([]any)
			for _, item := range list {
				if object, ok := item.(map[string]any); ok {
					if id, has := object["id"]; has {
						s.items[idText(id)] = itemPlace{message: idText(m["id"]), path: path}
					}
				}
			}
		}
	}
}

func appendAt(target map[string]any, path, text string) {
	current, _ := valueAt(target, path)
	prefix, _ := current.(string)
	setAt(target, path, prefix+text)
}
