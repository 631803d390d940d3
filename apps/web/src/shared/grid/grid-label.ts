/**
 * Names the grid for screen readers. AG Grid (Community) has no option for it, and a label on our
 * wrapper would name nothing: the element with the grid (or treegrid) role is one AG Grid draws
 * inside it, so the label goes onto that element.
 */
export const labelGrid = (container: HTMLElement | null, label: string) => {
  container?.querySelector('[role="grid"], [role="treegrid"]')?.setAttribute('aria-label', label);
};
