import { WORK } from '@/lib/constants';

/** The carousel starts at the role with id WORK.firstRoleId, or at the first role when none has it. */
export function startIndex(roles: ReadonlyArray<{ id: number }>): number {
  const index = roles.findIndex((role) => role.id === WORK.firstRoleId);
  return index === -1 ? 0 : index;
}

/** Previous and next wrap at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length === 0) return 0;
  return ((index % length) + length) % length;
}

/** The index of the role being shown: the one chosen, while it still exists, else the start. */
export function shownIndex(roles: ReadonlyArray<{ id: number }>, chosenId: number | null): number {
  const chosen = chosenId === null ? -1 : roles.findIndex((role) => role.id === chosenId);
  return chosen === -1 ? startIndex(roles) : chosen;
}
