/** The contract every target implements: pure (IR, options) → files, no I/O. */
import { CanonError, diagnostic } from "./diagnostics.js";
import type { GeneratedFile } from "./generated.js";
import type { ModuleIR } from "./ir.js";
import type { Vector } from "./load.js";
import type { TestCorpus } from "./packaging/test-corpus.js";

export interface GenerateContext {
  /** Repo-relative folder the files go to (`packages/<module>/<target>`). */
  readonly outDir: string;
  /**
   * The module's shared vectors, already read: generators whose tests need a per-vector verdict
   * (such as "this invalid vector needs a validator, the types alone accept it") stay pure.
   */
  readonly vectors?: readonly Vector[];
  /** The module's test corpus (packaging/test-corpus.ts), for packages that carry it; empty when absent. */
  readonly corpus?: TestCorpus;
  /**
   * The rest of the module's test corpus, already read, so that a generated package can carry it
   * and its tests run wherever the package is copied: the tolerance cases
   * (`examples/<Type>/tolerant/<name>.json`) and the stream cases (`streams/<name>.json`), each
   * with its file's text.
   */
  readonly toleranceCases?: readonly CorpusFile[];
  readonly streamCases?: readonly CorpusFile[];
  /**
   * Reports something the user should know about output that is still written (a construct the
   * target cannot represent). Generators never print: the caller decides where warnings go.
   */
  readonly warn?: (message: string) => void;
  /** Project metadata for package manifests (repository, homepage, licence), from canon.config.json. */
  readonly project?: ProjectMetadata;
}

/** One file of a module's test corpus: its type (for per-type cases), its name, its exact text. */
export interface CorpusFile {
  readonly typeName?: string;
  readonly name: string;
  readonly text: string;
}

/** What every generated manifest says about where the package comes from. */
export interface ProjectMetadata {
  /** The repository's web URL, without a trailing slash or `.git`. */
  readonly repository?: string;
  readonly homepage?: string;
  readonly issues?: string;
  readonly developers?: readonly { readonly name: string; readonly url?: string; readonly email?: string }[];
  /** Repository-relative folder of this package (`packages/<module>/<target>`), for monorepo links. */
  readonly directory: string;
}

export interface Generator<Options = unknown> {
  readonly name: string;
  readonly target: string;
  /** Rejects unknown keys and wrong types with CANON405. */
  parseOptions(raw: unknown): Options;
  /**
   * Paths in the result are relative to `context.outDir`. May return a promise for generators
   * built on asynchronous libraries (quicktype-core); it must still do no I/O.
   */
  generate(ir: ModuleIR, options: Options, context: GenerateContext): GeneratedFile[] | Promise<GeneratedFile[]>;
}

/** Options parsing for generators whose options are a flat object of known keys with defaults. */
export function parseFlatOptions<T extends Record<string, string | boolean | number>>(
  target: string,
  raw: unknown,
  defaults: T,
): T {
  const given = raw ?? {};
  if (typeof given !== "object" || Array.isArray(given)) throw optionsError(target, "options must be an object");
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(given)) {
    if (!(key in defaults))
      throw optionsError(target, `unknown option "${key}" (known: ${Object.keys(defaults).join(", ") || "none"})`);
    if (typeof value !== typeof defaults[key])
      throw optionsError(target, `option "${key}" must be a ${typeof defaults[key]}`);
    result[key] = value;
  }
  return result as T;
}

function optionsError(target: string, message: string): CanonError {
  return new CanonError([diagnostic("CANON405", `target "${target}": ${message}`, "canon.config.json")]);
}
