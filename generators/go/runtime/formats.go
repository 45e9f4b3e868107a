// Go checks for the JSON Schema formats, written to agree with ajv-formats' full mode.

package runtime

import (
	"net/netip"
	"regexp"
	"strings"
)

// formatHolds reports whether v has the format; formats this package does not know always hold,
// as JSON Schema treats them as annotations.
func formatHolds(format, v string) bool {
	switch format {
	case "date-time":
		return isDateTime(v)
	case "date":
		return isDate(v)
	case "time":
		return isTime(v)
	case "uri", "uuid", "email":
		return formatPatterns[format].MatchString(v)
	case "hostname":
		return len(strings.TrimSuffix(v, ".")) <= 253 && formatPatterns[format].MatchString(v)
	case "ipv4", "ipv6":
		address, err := netip.ParseAddr(v)
		return err == nil && address.Is4() == (format == "ipv4")
	}
	return true
}

// formatPatterns are the Python runtime's (and so the reference's) readings of these formats.
var formatPatterns = map[string]*regexp.Regexp{
	"uri":      regexp.MustCompile(`(?i)^[a-z][a-z0-9+\-.]*:[^ \t\n\r\f\v]*$`),
	"uuid":     regexp.MustCompile(`(?i)^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$`),
	"email":    regexp.MustCompile("(?i)^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$"),
	"hostname": regexp.MustCompile(`(?i)^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$`),
}

func isDateTime(v string) bool {
	parts := strings.FieldsFunc(v, func(r rune) bool { return r == 't' || r == 'T' || isJSSpace(r) })
	separators := 0
	for _, r := range v {
		if r == 't' || r == 'T' || isJSSpace(r) {
			separators++
		}
	}
	return separators == 1 && len(parts) == 2 && isDate(parts[0]) && isTime(parts[1])
}

// isJSSpace is JavaScript's \s, which ajv-formats splits date-times on.
func isJSSpace(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\v', '\f', '\r', 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff:
		return true
	}
	return r >= 0x2000 && r <= 0x200a
}

func digitsAt(v string, from, n int) (int, bool) {
	if from+n > len(v) {
		return 0, false
	}
	x := 0
	for i := from; i < from+n; i++ {
		if v[i] < '0' || v[i] > '9' {
			return 0, false
		}
		x = x*10 + int(v[i]-'0')
	}
	return x, true
}

var daysIn = [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

func isDate(v string) bool {
	if len(v) != 10 || v[4] != '-' || v[7] != '-' {
		return false
	}
	year, ok1 := digitsAt(v, 0, 4)
	month, ok2 := digitsAt(v, 5, 2)
	day, ok3 := digitsAt(v, 8, 2)
	if !ok1 || !ok2 || !ok3 || month < 1 || month > 12 || day < 1 {
		return false
	}
	leap := year%4 == 0 && (year%100 != 0 || year%400 == 0)
	if month == 2 && leap {
		return day <= 29
	}
	return day <= daysIn[month]
}

// isTime is RFC 3339 full-time with a required offset, leap seconds only at 23:59 UTC.
func isTime(v string) bool {
	hr, ok1 := digitsAt(v, 0, 2)
	min, ok2 := digitsAt(v, 3, 2)
	sec, ok3 := digitsAt(v, 6, 2)
	if !ok1 || !ok2 || !ok3 || v[2] != ':' || v[5] != ':' {
		return false
	}
	i := 8
	if i < len(v) && v[i] == '.' {
		j := i + 1
		for j < len(v) && v[j] >= '0' && v[j] <= '9' {
			j++
		}
		if j == i+1 {
			return false
		}
		i = j
	}
	if i >= len(v) {
		return false
	}
	tzH, tzM, sign := 0, 0, 1
	switch rest := v[i:]; {
	case rest == "z" || rest == "Z":
	case rest[0] == '+' || rest[0] == '-':
		if rest[0] == '-' {
			sign = -1
		}
		var ok bool
		if tzH, ok = digitsAt(rest, 1, 2); !ok {
			return false
		}
		switch len(rest) {
		case 3:
		case 5:
			if tzM, ok = digitsAt(rest, 3, 2); !ok {
				return false
			}
		case 6:
			if tzM, ok = digitsAt(rest, 4, 2); !ok || rest[3] != ':' {
				return false
			}
		default:
			return false
		}
	default:
		return false
	}
	if tzH > 23 || tzM > 59 {
		return false
	}
	if hr <= 23 && min <= 59 && sec < 60 {
		return true
	}
	utcMin := min - tzM*sign
	utcHr := hr - tzH*sign
	if utcMin < 0 {
		utcHr--
	}
	return (utcHr == 23 || utcHr == -1) && (utcMin == 59 || utcMin == -1) && sec < 61
}
