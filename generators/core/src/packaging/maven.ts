/**
 * What every generated Maven project shares: its head (coordinates and the metadata Maven Central
 * requires), JUnit, core plugins pinned for reproducible builds, and the sources and javadoc jars
 * Central requires beside the main jar.
 */
import { GENERATED_MARK } from "../generated.js";
import type { ProjectMetadata } from "../generator.js";
import type { ModuleIR } from "../ir.js";

export interface MavenCoordinates {
  readonly groupId: string;
  readonly artifactId: string;
}

const xml = (s: string): string => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** groupId: the option, else Central's namespace for the repository's GitHub owner, else org.canon. */
export function groupIdFor(option: string, project: ProjectMetadata | undefined): string {
  if (option !== "") return option;
  const owner = /^https:\/\/github\.com\/([A-Za-z0-9-]+)\//.exec(`${project?.repository ?? ""}/`)?.[1];
  return owner === undefined ? "org.canon" : `io.github.${owner.toLowerCase()}`;
}

/** url, licenses, developers and scm: Central rejects a POM without them. Omitted without a repository. */
function centralMetadata(project: ProjectMetadata | undefined): string[] {
  const licenses = [
    "  <licenses>",
    "    <license><name>Apache-2.0</name><url>https://www.apache.org/licenses/LICENSE-2.0.txt</url><distribution>repo</distribution></license>",
    "  </licenses>",
  ];
  if (project?.repository === undefined) return licenses;
  const repo = project.repository;
  const developers = project.developers ?? [{ name: "The project's contributors", url: repo }];
  const developer = (d: { name: string; url?: string; email?: string }) =>
    `    <developer><name>${xml(d.name)}</name>${d.email === undefined ? "" : `<email>${xml(d.email)}</email>`}${d.url === undefined ? "" : `<url>${xml(d.url)}</url>`}</developer>`;
  const connection = `scm:git:${repo}.git`;
  return [
    `  <url>${xml(project.homepage ?? repo)}</url>`,
    ...licenses,
    "  <developers>",
    ...developers.map(developer),
    "  </developers>",
    `  <scm><connection>${xml(connection)}</connection><developerConnection>${xml(connection)}</developerConnection><url>${xml(`${repo}/tree/main/${project.directory}`)}</url></scm>`,
    ...(project.issues === undefined ? [] : [`  <issueManagement><url>${xml(project.issues)}</url></issueManagement>`]),
  ];
}

/** The opening of a generated pom, up to (not including) `<properties>`. */
export function pomHead(
  ir: ModuleIR,
  coordinates: MavenCoordinates,
  description: string,
  project?: ProjectMetadata,
): string[] {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!-- ${GENERATED_MARK} from ${ir.schemaDir}; do not edit -->`,
    '<project xmlns="http://maven.apache.org/POM/4.0.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">',
    "  <modelVersion>4.0.0</modelVersion>",
    `  <groupId>${coordinates.groupId}</groupId>`,
    `  <artifactId>${coordinates.artifactId}</artifactId>`,
    `  <version>${ir.version}</version>`,
    "  <packaging>jar</packaging>",
    `  <name>${coordinates.artifactId}</name>`,
    `  <description>${xml(description)}</description>`,
    ...centralMetadata(project),
  ];
}
export const JUNIT = "5.10.3";

export const junitDependency = `    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>${JUNIT}</version><scope>test</scope></dependency>`;

const plugin = (id: string, version: string) =>
  `      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>${id}</artifactId><version>${version}</version></plugin>`;

/** Core plugins at fixed versions, so a build does not depend on Maven's own defaults. */
export const pinnedPlugins = [
  plugin("maven-clean-plugin", "3.4.0"),
  plugin("maven-resources-plugin", "3.3.1"),
  plugin("maven-compiler-plugin", "3.13.0"),
  plugin("maven-surefire-plugin", "3.3.1"),
  plugin("maven-install-plugin", "3.1.2"),
];

/**
 * Java compiles with every javac lint as an error, so the generated package builds clean under
 * the strictest settings a user's own build may apply.
 */
export const javaPinnedPlugins = pinnedPlugins.map((p) =>
  p.includes("maven-compiler-plugin")
    ? p.replace(
        "</version></plugin>",
        "</version><configuration><compilerArgs><arg>-Xlint:all</arg><arg>-Werror</arg></compilerArgs></configuration></plugin>",
      )
    : p,
);

const execution = (id: string, goal: string, configuration = "") =>
  `<executions><execution><id>${id}</id><goals><goal>${goal}</goal></goals>${configuration}</execution></executions>`;

/** The main jar, and `-sources.jar` from the source plugin; both at `package`. */
const jarAndSources = [
  plugin("maven-jar-plugin", "3.4.2"),
  `      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-source-plugin</artifactId><version>3.3.1</version>${execution("attach-sources", "jar-no-fork")}</plugin>`,
];

/** Java: a real `-javadoc.jar`; doclint off, since the generated docs quote schema text as it is. */
export const javaReleasePlugins = [
  ...jarAndSources,
  `      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-javadoc-plugin</artifactId><version>3.8.0</version><configuration><doclint>none</doclint><quiet>true</quiet></configuration>${execution("attach-javadocs", "jar")}</plugin>`,
];

/**
 * Kotlin has no javadoc; Central accepts a `-javadoc.jar` that holds the README instead, which
 * the jar plugin builds from the project folder.
 */
export const kotlinReleasePlugins = [
  `      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-jar-plugin</artifactId><version>3.4.2</version>${execution("javadoc-jar", "jar", "<configuration><classifier>javadoc</classifier><classesDirectory>${project.basedir}</classesDirectory><includes><include>README.md</include><include>LICENSE</include></includes></configuration>")}</plugin>`,
  `      <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-source-plugin</artifactId><version>3.3.1</version>${execution("attach-sources", "jar-no-fork")}</plugin>`,
];
