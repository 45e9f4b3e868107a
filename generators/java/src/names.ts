/** How the Java target spells its package; fields and constants come from core's `memberNamesIn.java`. */

export function javaPackage(module: string): string {
  return `org.canon.${module.toLowerCase().replace(/[^a-z0-9]/g, "") || "module"}`;
}
