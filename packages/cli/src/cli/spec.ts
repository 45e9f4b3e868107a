/** What a command declares: its arguments, its options, its exit codes and how to run it. */

export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly short?: string;
  /** Placeholder for the value in help (`--module M`). */
  readonly value?: string;
  /** The values a string option accepts, checked before the command runs. */
  readonly choices?: readonly string[];
  readonly help: string;
}

export type Values = Readonly<Record<string, string | boolean | undefined>>;

export interface CommandSpec {
  readonly name: string;
  /** Positional arguments as shown in the usage line. */
  readonly args: string;
  readonly summary: string;
  /** Longer text for `canon help <command>`. */
  readonly details?: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly exits: string;
  /**
   * "never": the command works on the current folder and needs no canon.config.json (init, the
   * `--schema` forms); "optional": the nearest config if there is one, else the current folder
   * (compat of two files). Default: a config is required.
   */
  readonly root?: "never" | "optional" | ((values: Values) => "never" | "required");
  /** Loads the command's module on demand, so that help and other commands stay fast. */
  run(root: string, values: Values, positionals: readonly string[]): Promise<number>;
}

export const COMMON_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  root: { type: "string", value: "DIR", help: "project root (default: nearest folder upwards with canon.config.json)" },
  help: { type: "boolean", short: "h", help: "show help for the command" },
};

export const str = (values: Values, key: string): string | undefined => {
  const v = values[key];
  return typeof v === "string" ? v : undefined;
};

/** Only the keys that are set, so optional properties stay absent (exactOptionalPropertyTypes). */
export function defined<T extends Record<string, unknown>>(o: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
