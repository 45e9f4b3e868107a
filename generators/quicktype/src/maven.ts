/** What every generated Maven project shares: JUnit, and core plugins pinned for reproducible builds. */
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
