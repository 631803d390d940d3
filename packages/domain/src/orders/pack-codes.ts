/**
 * Pack codes of wholesale lines (spec part 1 §5 "Pack code"). A prepack (first letter M to R)
 * ships a fixed share of each size per pack; S to Z are open stock; A to L are retired.
 */
export type PackDefinition = {
  code: string;
  /** Units of each size in one pack; the pack size is their sum. */
  shares: Readonly<Record<string, number>>;
};

export type PackCodeProblem =
  | { kind: 'unknown'; code: string }
  | { kind: 'notAllowed'; code: string }
  | { kind: 'notALetter'; code: string }
  | { kind: 'quantitiesRequired'; code: string }
  | { kind: 'totalNotMultiple'; code: string; packSize: number }
  | { kind: 'sizeNotMultiple'; code: string; size: string; share: number };

export type PackCodeCheck = { code: string; warnings: PackCodeProblem[] };

const packSizeOf = (pack: PackDefinition): number =>
  Object.values(pack.shares).reduce((total, share) => total + share, 0);

/**
 * Uppercases a line's pack code and checks it against the known packs and the line's size
 * quantities. Every outcome is a warning: the line keeps its code, and the person sees why it may
 * not ship as asked. An empty code is no pack and is fine.
 */
export const checkPackCode = (
  input: string,
  known: ReadonlyMap<string, PackDefinition>,
  sizes: Readonly<Record<string, number>>,
): PackCodeCheck => {
  const code = input.trim().toUpperCase();
  if (code === '') return { code, warnings: [] };
  const pack = known.get(code);
  if (!pack) return { code, warnings: [{ kind: 'unknown', code }] };
  const first = code[0] ?? '';
  if (first >= 'A' && first <= 'L') return { code, warnings: [{ kind: 'notAllowed', code }] };
  if (first >= 'S' && first <= 'Z') return { code, warnings: [] };
  if (!(first >= 'M' && first <= 'R')) return { code, warnings: [{ kind: 'notALetter', code }] };

  const ordered = Object.entries(sizes).filter(([, quantity]) => quantity > 0);
  if (ordered.length === 0) return { code, warnings: [{ kind: 'quantitiesRequired', code }] };
  const warnings: PackCodeProblem[] = [];
  const packSize = packSizeOf(pack);
  const total = ordered.reduce((sum, [, quantity]) => sum + quantity, 0);
  if (packSize > 0 && total % packSize !== 0) warnings.push({ kind: 'totalNotMultiple', code, packSize });
  for (const [size, quantity] of ordered) {
    const share = pack.shares[size] ?? 0;
    if (share === 0 || quantity % share !== 0) warnings.push({ kind: 'sizeNotMultiple', code, size, share });
  }
  return { code, warnings };
};
