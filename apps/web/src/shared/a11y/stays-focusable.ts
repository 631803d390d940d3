/**
 * Props for a button that is shut for now but keeps the keyboard's focus: `disabled` would drop focus
 * to the page's start when the button shuts under it (a status change, a check under way). It looks
 * and reads as disabled; its click handler must still ignore presses while `shut`.
 */
export const staysFocusable = (shut: boolean): { 'aria-disabled'?: true; className?: string } =>
  shut ? { 'aria-disabled': true, className: 'Mui-disabled' } : {};
