// Chunk expansion: compact events that stand for a start/content/end triple become those events,
// per lane, as the plan's chunks declare. expand works out everything before it changes anything,
// so a chunk that breaks a rule leaves the open streams as they were.

package runtime

import "sort"

type chunkStream struct {
	kind   string
	key    any
	opener map[string]any
	order  int
}

type chunkExpander struct {
	plan  *lcChunks
	tag   string
	lanes map[string]*chunkStream
	order int
}

func (x *chunkExpander) stillOpen() []string {
	streams := x.byOrder(x.lanes)
	out := make([]string, len(streams))
	for i, s := range streams {
		out[i] = "chunk stream " + s.kind + " " + idText(s.key) + " still open"
	}
	return out
}

func (x *chunkExpander) byOrder(lanes map[string]*chunkStream) []*chunkStream {
	out := make([]*chunkStream, 0, len(lanes))
	for _, s := range lanes {
		out = append(out, s)
	}
	sort.Slice(out, func(a, b int) bool { return out[a].order < out[b].order })
	return out
}

func (x *chunkExpander) lane(event map[string]any) (string, bool) {
	if x.plan.Lane == nil {
		return "", false
	}
	v, ok := valueAt(event, *x.plan.Lane)
	if !ok {
		return "", false
	}
	return idText(v), true
}

func (x *chunkExpander) synthesize(shape *lcShape, source map[string]any, carry []string) map[string]any {
	out := map[string]any{x.tag: shape.Type}
	for name, v := range shape.Value {
		out[name] = deepCopy(v)
	}
	for _, list := range [][]string{shape.Fields, carry} {
		for _, pointer := range list {
			if v, ok := valueAt(source, pointer); ok {
				setAt(out, pointer, deepCopy(v))
			}
		}
	}
	return out
}

// expand returns the events a pushed event stands for, each closing end first.
func (x *chunkExpander) expand(event map[string]any) ([]map[string]any, *StreamError) {
	if x.plan == nil {
		return []map[string]any{event}, nil
	}
	kind, _ := event[x.tag].(string)
	lanes := make(map[string]*chunkStream, len(x.lanes))
	for k, v := range x.lanes {
		lanes[k] = v
	}
	var out []map[string]any
	closeLane := func(lane string) {
		if s, ok := lanes[lane]; ok {
			delete(lanes, lane)
			shape := x.plan.Types[s.kind].End
			out = append(out, x.synthesize(&shape, s.opener, nil))
		}
	}
	_, isChunk := x.plan.Types[kind]
	pointer, closesLane := x.plan.CloseLane[kind]
	switch {
	case contains(x.plan.CloseAll, kind):
		for _, s := range x.byOrder(lanes) {
			for name, open := range lanes {
				if open == s {
					closeLane(name)
				}
			}
		}
	case closesLane:
		if v, ok := valueAt(event, pointer); ok {
			closeLane(idText(v))
		}
	case isChunk:
		shape := x.plan.Types[kind]
		synthesized, err := x.chunk(kind, &shape, event, lanes, closeLane)
		if err != nil {
			return nil, err
		}
		x.lanes = lanes
		return append(out, synthesized...), nil
	case !contains(x.plan.Passive, kind):
		lane, _ := x.lane(event)
		closeLane(lane)
	}
	x.lanes = lanes
	return append(out, event), nil
}

func (x *chunkExpander) chunk(kind string, shape *lcChunkType, chunk map[string]any, lanes map[string]*chunkStream, closeLane func(string)) ([]map[string]any, *StreamError) {
	where := ruleRef("/chunks/types/", kind)
	lane, hasLane := x.lane(chunk)
	key, hasKey := valueAt(chunk, shape.Key)
	target, found := "", false
	switch {
	case hasKey:
		if s, ok := lanes[lane]; ok && s.kind == kind && jsonEqual(s.key, key) {
			target, found = lane, true
		}
	case hasLane:
		if s, ok := lanes[lane]; ok && s.kind == kind {
			target, found = lane, true
		}
	default:
		if s, ok := lanes[""]; ok && s.kind == kind {
			target, found = "", true
			break
		}
		var candidates []string
		for name, s := range lanes {
			if s.kind == kind {
				candidates = append(candidates, name)
			}
		}
		if len(candidates) > 1 {
			return nil, fatal("chunk-ambiguous", kind, where, kind+" without an id could continue several streams")
		}
		if len(candidates) == 1 {
			target, found = candidates[0], true
		}
	}
	if found {
		s := lanes[target]
		for pointer, fallback := range shape.Repeat {
			v, has := valueAt(chunk, pointer)
			first, hasFirst := valueAt(s.opener, pointer)
			if !hasFirst {
				first = fallback
			}
			if has && !jsonEqual(v, first) {
				return nil, fatal("chunk-conflict", kind, where, pointer+" differs from the first chunk of "+idText(s.key))
			}
		}
		if !hasKey { // an id-less continuation names its item through the stream it continues
			named := make(map[string]any, len(chunk)+1)
			for k, v := range chunk {
				named[k] = v
			}
			setAt(named, shape.Key, deepCopy(s.key))
			chunk = named
		}
		return x.content(shape, chunk), nil
	}
	for _, pointer := range shape.First {
		if _, ok := valueAt(chunk, pointer); !ok {
			return nil, fatal("chunk-missing-field", kind, where, "the first "+kind+" of an item needs "+pointer)
		}
	}
	var out []map[string]any
	closeLane(lane)
	x.order++
	lanes[lane] = &chunkStream{kind: kind, key: key, opener: chunk, order: x.order}
	out = append(out, x.synthesize(&shape.Start, chunk, shape.Carry))
	return append(out, x.content(shape, chunk)...), nil
}

func (x *chunkExpander) content(shape *lcChunkType, chunk map[string]any) []map[string]any {
	if shape.Content == nil {
		return nil
	}
	if shape.Content.When != nil {
		if _, ok := valueAt(chunk, *shape.Content.When); !ok {
			return nil
		}
	}
	return []map[string]any{x.synthesize(shape.Content, chunk, shape.Carry)}
}
