// Chunk expansion: compact chunk events become the open/continue/close events they stand for, so
// verification and application only ever see the explicit form. One chunk stream is open per lane
// (the parent agent, or the owner a lane pointer names); docs/lifecycle.md, "chunks", is the rule.

package runtime

type chunkStream struct {
	kind        string
	key         any
	hasKey      bool
	keyText     string
	established map[string]any // the value the opener set for each repeat pointer (nil: none yet)
}

type chunkExpander struct {
	plan  *lcChunks
	tag   string
	lanes []string // lanes with an open stream, in the order the streams opened
	open  map[string]*chunkStream
}

func (x *chunkExpander) stillOpen() []string {
	out := make([]string, len(x.lanes))
	for i, lane := range x.lanes {
		out[i] = x.open[lane].kind + " " + x.open[lane].keyText
	}
	return out
}

func (x *chunkExpander) laneOf(event map[string]any) string {
	if x.plan.Lane == nil {
		return ""
	}
	v, _ := valueAt(event, *x.plan.Lane)
	lane, _ := v.(string)
	return lane
}

func (x *chunkExpander) close(lane string, out []map[string]any) []map[string]any {
	s, ok := x.open[lane]
	if !ok {
		return out
	}
	delete(x.open, lane)
	for i, l := range x.lanes {
		if l == lane {
			x.lanes = append(x.lanes[:i:i], x.lanes[i+1:]...)
			break
		}
	}
	chunk := x.plan.Types[s.kind]
	return append(out, x.build(&chunk.End, &chunk, nil, s.key, s.hasKey, nil))
}

func (x *chunkExpander) build(spec *lcShape, chunk *lcChunkType, source map[string]any, key any, hasKey bool, carry []string) map[string]any {
	event := map[string]any{x.tag: spec.Type}
	for name, v := range spec.Value {
		event[name] = deepCopy(v)
	}
	if source != nil {
		for _, list := range [][]string{spec.Fields, carry} {
			for _, pointer := range list {
				if v, ok := valueAt(source, pointer); ok {
					setAt(event, pointer, deepCopy(v))
				}
			}
		}
	}
	if hasKey {
		setAt(event, chunk.Key, key)
	}
	return event
}

// expand returns the events a pushed event stands for, the ends it causes first.
func (x *chunkExpander) expand(event map[string]any, kind string) ([]map[string]any, *StreamError) {
	if x.plan == nil {
		return []map[string]any{event}, nil
	}
	chunk, isChunk := x.plan.Types[kind]
	if len(x.lanes) == 0 && !isChunk {
		return []map[string]any{event}, nil
	}
	var out []map[string]any
	if isChunk {
		return x.chunk(&chunk, kind, event)
	}
	if pointer, closesLane := x.plan.CloseLane[kind]; contains(x.plan.CloseAll, kind) {
		for _, lane := range append([]string(nil), x.lanes...) {
			out = x.close(lane, out)
		}
	} else if closesLane {
		if v, ok := valueAt(event, pointer); ok {
			if lane, isString := v.(string); isString {
				out = x.close(lane, out)
			}
		}
	} else if !contains(x.plan.Passive, kind) {
		out = x.close(x.laneOf(event), out)
	}
	return append(out, event), nil
}

func (x *chunkExpander) chunk(chunk *lcChunkType, kind string, event map[string]any) ([]map[string]any, *StreamError) {
	rule := "/chunks/types/" + escapeToken(kind)
	key, hasKey := valueAt(event, chunk.Key)
	var tagged any
	hasLane := false
	if x.plan.Lane != nil {
		tagged, _ = valueAt(event, *x.plan.Lane)
	}
	lane, hasLane := tagged.(string)
	target, found := "", false
	switch {
	case hasKey:
		if s, ok := x.open[lane]; ok && s.kind == kind && s.keyText == keyText(key) {
			target, found = lane, true
		}
	case hasLane:
		if s, ok := x.open[lane]; ok && s.kind == kind {
			target, found = lane, true
		}
	case x.open[""] != nil && x.open[""].kind == kind:
		target, found = "", true
	default:
		var candidates []string
		for _, l := range x.lanes {
			if x.open[l].kind == kind {
				candidates = append(candidates, l)
			}
		}
		if len(candidates) > 1 {
			return nil, fatal("chunk-ambiguous", rule, "a "+kind+" without "+chunk.Key+" continues one of several open streams")
		}
		if len(candidates) == 1 {
			target, found = candidates[0], true
		}
	}
	if found {
		return x.continueStream(chunk, kind, event, target, rule)
	}
	for _, pointer := range chunk.First {
		if _, ok := valueAt(event, pointer); !ok {
			return nil, fatal("chunk-missing-field", rule, "the first "+kind+" of an item must carry "+pointer)
		}
	}
	out := x.close(lane, nil)
	established := map[string]any{}
	for pointer, fallback := range chunk.Repeat {
		if v, ok := valueAt(event, pointer); ok && v != nil {
			established[pointer] = v
		} else {
			established[pointer] = fallback
		}
	}
	text := ""
	if hasKey {
		text = keyText(key)
	}
	x.open[lane] = &chunkStream{kind: kind, key: key, hasKey: hasKey, keyText: text, established: established}
	x.lanes = append(x.lanes, lane)
	out = append(out, x.build(&chunk.Start, chunk, event, key, hasKey, chunk.Carry))
	return x.content(chunk, event, key, hasKey, out), nil
}

func (x *chunkExpander) continueStream(chunk *lcChunkType, kind string, event map[string]any, lane, rule string) ([]map[string]any, *StreamError) {
	s := x.open[lane]
	for pointer := range chunk.Repeat {
		v, ok := valueAt(event, pointer)
		if !ok {
			continue
		}
		if established := s.established[pointer]; established == nil {
			s.established[pointer] = v
		} else if !strictEqual(established, v) && quote(established) != quote(v) {
			return nil, fatal("chunk-conflict", rule, kind+" "+s.keyText+" repeats "+pointer+" as "+quote(v)+"; its first chunk established "+quote(established))
		}
	}
	return x.content(chunk, event, s.key, s.hasKey, nil), nil
}

func (x *chunkExpander) content(chunk *lcChunkType, event map[string]any, key any, hasKey bool, out []map[string]any) []map[string]any {
	if chunk.Content == nil {
		return out
	}
	if chunk.Content.When != nil {
		if _, ok := valueAt(event, *chunk.Content.When); !ok {
			return out
		}
	}
	return append(out, x.build(chunk.Content, chunk, event, key, hasKey, chunk.Carry))
}
