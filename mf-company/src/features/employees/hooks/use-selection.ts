import { useCallback, useMemo, useState } from 'react';

/**
 * Multi-selection of a list (docs/product/states.md, employees: toggle, select all, clear). Ids that leave the list (another
 * page, a filter, a deletion) leave the selection too, so an action never reaches a row the user cannot see.
 */
export function useSelection(visibleIds: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const selected = useMemo(() => visibleIds.filter((id) => chosen.has(id)), [visibleIds, chosen]);
  const toggle = useCallback((id: string) => setChosen((current) => {
    const next = new Set(current);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }), []);
  const selectAll = useCallback(() => setChosen(new Set(visibleIds)), [visibleIds]);
  const clear = useCallback(() => setChosen(new Set()), []);
  const all = visibleIds.length > 0 && selected.length === visibleIds.length;
  return {
    selected,
    isSelected: (id: string) => chosen.has(id) && visibleIds.includes(id),
    toggle,
    selectAll,
    clear,
    /** The "select all" box: checked, unchecked or in between. */
    allState: all ? (true as const) : selected.length > 0 ? ('indeterminate' as const) : (false as const),
    toggleAll: all ? clear : selectAll,
  };
}
