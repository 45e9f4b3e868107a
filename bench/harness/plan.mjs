// The order of measurements. One cell is (fixture, stream, input); all contenders of a cell run
// back to back, so the per-round ratios compare processes that ran close in time. Each round
// rotates both the order of the cells and the order of the contenders inside a cell, so no
// contender is always first (cold disk cache) or always after the same neighbour.
import { FIXTURES, INPUTS, STREAMS } from "./contenders.mjs";

const rotate = (items, by) => items.map((_, i) => items[(i + by) % items.length]);

export function cells(contenders) {
  const out = [];
  for (const fixture of FIXTURES) {
    for (const stream of STREAMS) {
      for (const input of INPUTS) {
        const members = contenders.filter(
          (c) => c.fixtures.includes(fixture) && c.streams.includes(stream) && c.inputs.includes(input),
        );
        if (members.length > 0) out.push({ fixture, stream, input, members });
      }
    }
  }
  return out;
}

export function roundOrder(allCells, round) {
  return rotate(allCells, round % allCells.length).flatMap((cell) =>
    rotate(cell.members, round % cell.members.length).map((contender) => ({
      contender,
      fixture: cell.fixture,
      stream: cell.stream,
      input: cell.input,
    })),
  );
}
