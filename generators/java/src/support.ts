/** Canon.java: the strict ObjectMapper and the checks the annotations cannot express. */
export function canonSupport(pkg: string, header: string): string {
  return `${header}
package ${pkg};

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import java.util.List;

/**
 * The mapper to read and write these types with, and the checks the generated classes share.
 * Jackson is lenient by default (numbers into strings, floats into integers, numbers into enums);
 * the schemas are not, so every coercion is turned off.
 */
public final class Canon {
    private Canon() {}

    /** A strict mapper; thread-safe once built. */
    public static final ObjectMapper MAPPER = strictMapper();

    public static ObjectMapper strictMapper() {
        JsonMapper mapper = JsonMapper.builder()
            .addModule(new Jdk8Module())
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .build();
        fail(mapper, LogicalType.Textual, CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean);
        fail(mapper, LogicalType.Integer, CoercionInputShape.String, CoercionInputShape.Float, CoercionInputShape.Boolean);
        fail(mapper, LogicalType.Float, CoercionInputShape.String, CoercionInputShape.Boolean);
        fail(mapper, LogicalType.Boolean, CoercionInputShape.String, CoercionInputShape.Integer, CoercionInputShape.Float);
        return mapper;
    }

    private static void fail(ObjectMapper mapper, LogicalType type, CoercionInputShape... shapes) {
        for (CoercionInputShape shape : shapes) mapper.coercionConfigFor(type).setCoercion(shape, CoercionAction.Fail);
    }

    /** A required property that must not be null. */
    public static <T> T notNull(T value, String wireName) {
        if (value == null || value instanceof NullNode) throw new IllegalArgumentException("\\"" + wireName + "\\" must not be null");
        return value;
    }

    /** The value, if it decodes as one of the shapes (tried in order); otherwise an error. */
    public static JsonNode oneOf(JsonNode value, List<TypeReference<?>> shapes) {
        for (TypeReference<?> shape : shapes) {
            try {
                MAPPER.readerFor(shape).readValue(value);
                return value;
            } catch (java.io.IOException | RuntimeException ignored) {
                // try the next shape
            }
        }
        throw new IllegalArgumentException("the value matches none of the allowed shapes");
    }

    /** An object whose tag is a string: what an unknown union member must still be. */
    public static JsonNode unknownMember(JsonNode value, String tag) {
        if (value == null || !value.isObject() || !value.path(tag).isTextual()) {
            throw new IllegalArgumentException("a union member needs a string \\"" + tag + "\\"");
        }
        return value;
    }
}
`;
}
