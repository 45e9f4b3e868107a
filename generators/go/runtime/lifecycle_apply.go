// Application: the client's view a stream builds — state and messages — by the plan's apply
// operations (docs/lifecycle.md, "apply"). JSON Patch is RFC 6902 through evanphx/json-patch,
// applied to a copy, so a patch that does not apply changes nothing (a patch-failed warning).

package runtime

type itemPlace struct{ message, path string }

type application struct {
	plan      *lifecyclePlan
	state     any
	messages  []map[string]any
	byID      map[string]map[string]any
	items     map[string]itemPlace
	itemPaths []string
}

func newApplication(plan *lifecyclePlan) *application {
	return &application{plan: plan, state: map[string]any{}, byID: map[string]map[string]any{}, items: map[string]itemPlace{}, itemPaths: plan.itemPaths}
}

func (a *application) apply(event map[string]any, kind string, warn func(code, message string)) {
	for i := range a.plan.Apply[kind] {
		a.run(&a.plan.Apply[kind][i], event, kind, warn)
	}
}

func (a *application) run(op *lcOp, event map[string]any, kind string, warn func(code, message string)) {
	switch op.Op {
	case "state.replace":
		v, _ := valueAt(event, op.From)
		a.state = numbersAsValues(v) // a copy, with numbers as patches compare them
	case "state.patch":
		patch, _ := valueAt(event, op.From)
		if out, err := applyPatch(a.state, patch); err != nil {
			warn("patch-failed", kind+": the state patch does not apply; state is unchanged")
		} else {
			a.state = out
		}
	case "message.create", "message.put":
		a.create(op, event)
	case "message.append":
		message := a.message(event, op.ID)
		v, _ := valueAt(event, op.From)
		text, isString := v.(string)
		if message == nil || !isString {
			return
		}
		appendAt(message, op.Path, text)
		a.merge(message, op, event)
	case "message.patch":
		message := a.message(event, op.ID)
		var out any
		err := error(nil)
		if message != nil {
			current, _ := valueAt(message, op.Path)
			patch, _ := valueAt(event, op.From)
			out, err = applyPatch(numbersAsValues(current), patch)
		}
		if message == nil || err != nil {
			id, _ := valueAt(event, op.ID)
			warn("patch-failed", kind+": the patch of message "+quote(id)+" does not apply; it is unchanged")
			return
		}
		setAt(message, op.Path, out)
	case "item.add":
		a.addItem(op, event)
	case "item.append":
		id, _ := valueAt(event, op.ID)
		v, _ := valueAt(event, op.From)
		text, isString := v.(string)
		if item := a.item(id); item != nil && isString {
			appendAt(item, op.Path, text)
		}
	case "messages.reconcile":
		a.reconcile(op, event)
	}
}

func (a *application) message(event map[string]any, pointer string) map[string]any {
	v, _ := valueAt(event, pointer)
	id, ok := v.(string)
	if !ok {
		return nil
	}
	return a.byID[id]
}

func (a *application) merge(message map[string]any, op *lcOp, event map[string]any) {
	if op.Merge == "" {
		return
	}
	v, _ := valueAt(event, op.Merge)
	extra, ok := v.(map[string]any)
	if !ok {
		return
	}
	merged := map[string]any{}
	if current, ok := message["metadata"].(map[string]any); ok {
		for k, v := range current {
			merged[k] = v
		}
	}
	for k, v := range extra {
		merged[k] = deepCopy(v)
	}
	message["metadata"] = merged
}

func (a *application) build(op *lcOp, event map[string]any, id string) map[string]any {
	message := map[string]any{}
	for k, v := range op.Value {
		message[k] = deepCopy(v)
	}
	message["id"] = id
	for target, source := range op.Set {
		if v, ok := valueAt(event, source); ok {
			setAt(message, target, deepCopy(v))
		}
	}
	return message
}

func (a *application) create(op *lcOp, event map[string]any) {
	v, _ := valueAt(event, op.ID)
	id, ok := v.(string)
	if !ok {
		return
	}
	existing := a.byID[id]
	if existing == nil {
		message := a.build(op, event, id)
		a.messages = append(a.messages, message)
		a.byID[id] = message
		a.merge(message, op, event)
		return
	}
	replace := false
	if op.Replace != "" {
		v, ok := valueAt(event, op.Replace)
		replace = ok && v == false
	}
	if op.Op == "message.put" && !replace {
		message := a.build(op, event, id)
		for i, m := range a.messages {
			if m["id"] == id {
				a.messages[i] = message
				break
			}
		}
		a.byID[id] = message
		return
	}
	if op.Op == "message.create" {
		for target, source := range op.Set {
			if v, ok := valueAt(event, source); ok {
				if _, present := valueAt(existing, target); !present {
					setAt(existing, target, deepCopy(v))
				}
			}
		}
		a.merge(existing, op, event)
	}
}

func (a *application) addItem(op *lcOp, event map[string]any) {
	v, _ := valueAt(event, op.ID)
	id, ok := v.(string)
	if !ok {
		return
	}
	messageID := id
	if op.Parent != "" {
		if p, _ := valueAt(event, op.Parent); p != nil {
			if parent, isString := p.(string); isString {
				messageID = parent
			}
		}
	}
	message := a.byID[messageID]
	if message == nil {
		message = map[string]any{}
		for k, v := range op.ParentValue {
			message[k] = deepCopy(v)
		}
		message["id"] = messageID
		a.messages = append(a.messages, message)
		a.byID[messageID] = message
	}
	found, _ := valueAt(message, op.Path)
	items, isArray := found.([]any)
	present := false
	for _, item := range items {
		if object, ok := item.(map[string]any); ok && object["id"] == id {
			present = true
		}
	}
	if !present {
		items = append(items, a.build(op, event, id))
	}
	if !isArray || !present {
		setAt(message, op.Path, items)
	}
	a.items[id] = itemPlace{message: messageID, path: op.Path}
	a.merge(message, op, event)
}

func (a *application) item(v any) map[string]any {
	id, ok := v.(string)
	if !ok {
		return nil
	}
	place, ok := a.items[id]
	if !ok {
		return nil
	}
	found, _ := valueAt(a.byID[place.message], place.path)
	list, _ := found.([]any)
	for _, item := range list {
		if object, ok := item.(map[string]any); ok && object["id"] == id {
			return object
		}
	}
	return nil
}

func (a *application) reconcile(op *lcOp, event map[string]any) {
	v, _ := valueAt(event, op.From)
	snapshot, ok := v.([]any)
	if !ok {
		return
	}
	var order []string // the last of a repeated id wins, at the first one's place
	incoming := map[string]map[string]any{}
	for _, m := range snapshot {
		object, ok := m.(map[string]any)
		id, isString := object["id"].(string)
		if !ok || !isString {
			continue
		}
		if _, seen := incoming[id]; !seen {
			order = append(order, id)
		}
		incoming[id] = object
	}
	kept := map[string]bool{}
	if op.Keep != nil {
		for _, value := range op.Keep.Values {
			text, _ := value.(string)
			kept[text] = true
			for _, id := range order {
				if field, _ := valueAt(incoming[id], op.Keep.Field); strictEqual(field, value) {
					delete(kept, text)
				}
			}
		}
	}
	var next []map[string]any
	present := map[string]bool{}
	for _, m := range a.messages {
		id, _ := m["id"].(string)
		if replacement, ok := incoming[id]; ok {
			next = append(next, deepCopy(replacement).(map[string]any))
			present[id] = true
		} else if op.Keep != nil {
			if field, _ := valueAt(m, op.Keep.Field); field != nil {
				if text, isString := field.(string); isString && kept[text] {
					next = append(next, m)
					present[id] = true
				}
			}
		}
	}
	for _, id := range order {
		if !present[id] {
			next = append(next, deepCopy(incoming[id]).(map[string]any))
			present[id] = true
		}
	}
	a.messages = next
	a.byID = map[string]map[string]any{}
	a.items = map[string]itemPlace{}
	for _, m := range next {
		id, _ := m["id"].(string)
		a.byID[id] = m
		for _, path := range a.itemPaths {
			found, _ := valueAt(m, path)
			list, _ := found.([]any)
			for _, item := range list {
				if object, ok := item.(map[string]any); ok {
					if itemID, isString := object["id"].(string); isString {
						a.items[itemID] = itemPlace{message: id, path: path}
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
