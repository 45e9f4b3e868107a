/**
 * Exact arithmetic on JSON numbers for `multipleOf`. A number is read from its shortest decimal
 * text (what the schema file says) as a fraction of big integers, so 0.3 / 0.1 is exactly 3.
 * Validators divide in binary floating point, though (ajv: `x / m` must be an integer), and
 * there 0.3 / 0.1 is 2.9999999999999996: a divisor is only trusted when it is dyadic (an
 * integer or a fraction with a power-of-two denominator), whose divisions are exact.
 */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** The decimal value of a finite number's shortest text, reduced. */
export function fractionOf(x: number): Fraction {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(x));
  if (m === null) throw new RangeError(`not a finite number: ${x}`);
  const digits = BigInt(`${m[1]}${m[2]}${m[3] ?? ""}`);
  const exponent = Number(m[4] ?? 0) - (m[3]?.length ?? 0);
  const [n, d] = exponent >= 0 ? [digits * 10n ** BigInt(exponent), 1n] : [digits, 10n ** BigInt(-exponent)];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
}

/** Is `a / b` an integer, exactly? */
export function dividesExactly(a: number, b: number): boolean {
  if (b === 0) return false;
  const x = fractionOf(a);
  const y = fractionOf(b);
  return (x.n * y.d) % (x.d * y.n) === 0n;
}

/** A divisor whose decimal value is exactly a double and divides without rounding. */
export function isDyadic(x: number): boolean {
  let d = fractionOf(x).d;
  while (d % 2n === 0n) d /= 2n;
  return d === 1n;
}

/**
 * Does every number valid under `multipleOf: sub` (as validators judge it) stay valid under
 * `multipleOf: sup`? Equal divisors always; otherwise an exact integer ratio with both
 * divisors dyadic, so that floating-point division agrees with the exact one.
 */
export function multipleCovers(sub: number, sup: number): boolean {
  if (sub === sup) return true;
  return dividesExactly(sub, sup) && isDyadic(sub) && isDyadic(sup);
}

/** What ajv computes for `multipleOf`. */
export function isMultipleAsValidators(x: number, m: number): boolean {
  return Number.isInteger(x / m);
}
