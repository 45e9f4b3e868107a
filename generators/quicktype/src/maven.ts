/** What every generated Maven project shares: its head, JUnit, and core plugins pinned for reproducible builds. */
import { GENERATED_MARK, type ModuleIR } from "@canon/core";

/** The opening of a generated pom, up to (not including) `<properties>`. */
export function pomHead(ir: ModuleIR, artifact: string, description: string): string[] {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${GENERATED_MARK} from ${ir.schemaDir}; do not edit -->`,
    '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">',
    "  <modelVersion>4.0.0</modelVersion>",
    "  <groupId>org.canon</groupId>",
    `  <artifactId>${artifact}</artifactId>`,
    `  <version>${ir.version}</version>`,
    `  <description>${description}</description>`,
  ];
}
export const JUNIT = "5.10.3";

export const junitDependency = `    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>${JUNIT}</version><scope>test</scope></dependency>`;

const plugin = (id: string, version: string) => `      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>${id}</artifactId><version>${version}</version></plugin>`;

/** Core plugins at fixed versions, so a build does not depend on Maven's own defaults. */
export const pinnedPlugins = [
  plugin("maven-clean-plugin", "3.4.0"),
  plugin("maven-resources-plugin", "3.3.1"),
  plugin("maven-compiler-plugin", "3.13.0"),
  plugin("maven-surefire-plugin", "3.3.1"),
  plugin("maven-jar-plugin", "3.4.2"),
  plugin("maven-install-plugin", "3.1.2"),
];
