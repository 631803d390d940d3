export { type AssortmentRef, fetchAssortment, useAssortment } from './grid/api';
export { useAssortmentList } from './manager/api';
export { StyleList } from './sort/components/StyleList';
export { useGroupTitle } from './sort/components/use-group-title';
export type { Groups } from './sort/group-sort-moves';
export type { GroupSortState } from './sort/use-group-sort';
export { useSortActions } from './sort/use-sort-actions';
export { useSortDrag } from './sort/use-sort-drag';
