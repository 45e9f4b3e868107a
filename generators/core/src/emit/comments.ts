/**
 * Text from a schema (descriptions, titles) placed inside comments of generated code. Each
 * language has its own way for free text to end a comment early or break the compiler; these
 * escapers are the one place that knows them.
 */

/** Inside a `/* … *\/` or `/** … *\/` comment of TypeScript, JavaScript, C#, Kotlin, Swift, Dart. */
export function blockCommentText(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}

/**
 * Inside a Javadoc or any Java comment. javac turns `\uXXXX` into its character before it reads
 * comments, so `\u002a/` closes a comment and a `\u` not followed by hex digits is a compile
 * error: every backslash is written as the HTML entity Javadoc renders as a backslash.
 */
export function javaCommentText(text: string): string {
  return text.replace(/\\/g, "&#92;").replace(/\*\//g, "*&#47;");
}

/**
 * A Python docstring body (inside `"""`): backslashes doubled, so no escape sequence is read and
 * no `\N{…}` fails; a `"""` inside, or a `"` at the end, cannot close the string early.
 */
export function pythonDocstringText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"').replace(/"$/, '\\"');
}
