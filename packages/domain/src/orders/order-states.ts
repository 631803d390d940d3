/**
 * The order state machine (spec part 1 §4 Orders, §6 editable orders). The spec names the
 * statuses, the approval statuses and a few rules; the transitions between them are ours, written
 * here once for the server (which enforces them) and the web app (which offers them). The choices
 * are in docs/decisions/orders-and-samples.md, "Order states".
 */
export const orderTypes = ['SAMPLE', 'PROMO', 'WHOLESALE'] as const;
export type OrderType = (typeof orderTypes)[number];

export const orderStatuses = [
  'DRAFT',
  'PENDING',
  'SUBMITTED',
  'IN PROGRESS',
  'COMPLETED',
  'ARCHIVED',
  'INACTIVE',
  'CANCELED',
  'UNAPPROVED ORDER',
  'APPROVED',
  'DENIED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Where an order is in its review and processing; a new order starts PENDING (not yet reviewed). */
export const orderApprovalStatuses = [
  'PENDING',
  'REQUIRES APPROVER',
  'REQUIRES SENIOR',
  'REVIEW COMPLETE',
  'PROCESSED',
  'FINALIZED',
] as const;
export type OrderApprovalStatus = (typeof orderApprovalStatuses)[number];

/** What is done to an order as a whole; editing its lines is a matter of `isOrderEditable`. */
export const orderActions = [
  'submit',
  'accept',
  'reject',
  'approve',
  'deny',
  'startProcessing',
  'markComplete',
  'cancel',
  'archive',
  'deactivate',
  'reactivate',
  'expire',
] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * The parts a person plays for one order: its requester; the promo approver it is assigned to or
 * awaits; a senior approver; a coordinator of its type. `system` is the server itself (the order
 * system answering a wholesale order, a promo order lapsing unapproved).
 */
export const orderParts = ['requester', 'approver', 'seniorApprover', 'coordinator', 'system'] as const;
export type OrderPart = (typeof orderParts)[number];

export type OrderState = { type: OrderType; status: OrderStatus; orderApprovalStatus: OrderApprovalStatus };

type Transition = {
  types: readonly OrderType[];
  action: OrderAction;
  from: readonly OrderStatus[];
  /** Only while the approval status is one of these. */
  fromApproval?: readonly OrderApprovalStatus[];
  by: readonly OrderPart[];
  /** Only when the order needs a senior approver (true) or does not (false). */
  needsSenior?: boolean;
  to: OrderStatus;
  /** The approval status after; absent keeps it. */
  approvalTo?: OrderApprovalStatus;
};

const ALL: readonly OrderType[] = orderTypes;
const SAMPLE: readonly OrderType[] = ['SAMPLE'];
const PROMO: readonly OrderType[] = ['PROMO'];
const WHOLESALE: readonly OrderType[] = ['WHOLESALE'];
const REVIEWERS: readonly OrderPart[] = ['approver', 'seniorApprover'];

const transitions: readonly Transition[] = [
  // Sample orders: the requester submits, a sample coordinator picks and ships.
  { types: SAMPLE, action: 'submit', from: ['DRAFT'], by: ['requester'], to: 'SUBMITTED' },
  {
    types: SAMPLE,
    action: 'startProcessing',
    from: ['SUBMITTED'],
    by: ['coordinator'],
    to: 'IN PROGRESS',
    approvalTo: 'PROCESSED',
  },
  {
    types: SAMPLE,
    action: 'markComplete',
    from: ['SUBMITTED', 'IN PROGRESS'],
    by: ['coordinator'],
    to: 'COMPLETED',
    approvalTo: 'FINALIZED',
  },
  { types: SAMPLE, action: 'cancel', from: ['SUBMITTED'], by: ['requester'], to: 'CANCELED' },
  { types: SAMPLE, action: 'cancel', from: ['SUBMITTED', 'IN PROGRESS'], by: ['coordinator'], to: 'CANCELED' },
  {
    types: SAMPLE,
    action: 'archive',
    from: ['COMPLETED', 'CANCELED'],
    by: ['requester', 'coordinator'],
    to: 'ARCHIVED',
  },
  {
    types: [...SAMPLE, ...WHOLESALE],
    action: 'reactivate',
    from: ['INACTIVE', 'CANCELED'],
    by: ['requester'],
    to: 'DRAFT',
    approvalTo: 'PENDING',
  },

  // Promo orders: an approver reviews, a senior approver too when the order needs one, then a
  // coordinator processes. With advanced rights a decision may be turned (APPROVED or DENIED only).
  {
    types: PROMO,
    action: 'submit',
    from: ['DRAFT'],
    by: ['requester'],
    to: 'PENDING',
    approvalTo: 'REQUIRES APPROVER',
  },
  {
    types: PROMO,
    action: 'approve',
    from: ['PENDING', 'DENIED'],
    fromApproval: ['REQUIRES APPROVER', 'REVIEW COMPLETE'],
    by: ['approver'],
    needsSenior: true,
    to: 'PENDING',
    approvalTo: 'REQUIRES SENIOR',
  },
  {
    types: PROMO,
    action: 'approve',
    from: ['PENDING', 'DENIED'],
    fromApproval: ['REQUIRES APPROVER', 'REVIEW COMPLETE'],
    by: ['approver'],
    needsSenior: false,
    to: 'APPROVED',
    approvalTo: 'REVIEW COMPLETE',
  },
  {
    types: PROMO,
    action: 'approve',
    from: ['PENDING', 'DENIED'],
    fromApproval: ['REQUIRES APPROVER', 'REQUIRES SENIOR', 'REVIEW COMPLETE'],
    by: ['seniorApprover'],
    to: 'APPROVED',
    approvalTo: 'REVIEW COMPLETE',
  },
  {
    types: PROMO,
    action: 'deny',
    from: ['PENDING', 'APPROVED'],
    fromApproval: ['REQUIRES APPROVER', 'REVIEW COMPLETE'],
    by: REVIEWERS,
    to: 'DENIED',
    approvalTo: 'REVIEW COMPLETE',
  },
  {
    types: PROMO,
    action: 'deny',
    from: ['PENDING'],
    fromApproval: ['REQUIRES SENIOR'],
    by: ['seniorApprover'],
    to: 'DENIED',
    approvalTo: 'REVIEW COMPLETE',
  },
  {
    types: PROMO,
    action: 'startProcessing',
    from: ['APPROVED'],
    by: ['coordinator'],
    to: 'IN PROGRESS',
    approvalTo: 'PROCESSED',
  },
  {
    types: PROMO,
    action: 'markComplete',
    from: ['APPROVED', 'IN PROGRESS'],
    by: ['coordinator'],
    to: 'COMPLETED',
    approvalTo: 'FINALIZED',
  },
  { types: PROMO, action: 'cancel', from: ['PENDING'], by: ['requester'], to: 'CANCELED' },
  { types: PROMO, action: 'cancel', from: ['APPROVED', 'IN PROGRESS'], by: ['coordinator'], to: 'CANCELED' },
  { types: PROMO, action: 'expire', from: ['PENDING'], by: ['system'], to: 'UNAPPROVED ORDER' },
  {
    types: PROMO,
    action: 'archive',
    from: ['COMPLETED', 'CANCELED', 'DENIED'],
    by: ['requester', 'coordinator'],
    to: 'ARCHIVED',
  },
  {
    types: PROMO,
    action: 'reactivate',
    from: ['INACTIVE', 'CANCELED', 'UNAPPROVED ORDER'],
    by: ['requester'],
    to: 'DRAFT',
    approvalTo: 'PENDING',
  },

  // Wholesale orders: the rep submits a draft to the order system; it is PENDING until the system
  // accepts it (SUBMITTED) or rejects it with errors per line (back to DRAFT), then completes it.
  { types: WHOLESALE, action: 'submit', from: ['DRAFT'], by: ['requester'], to: 'PENDING' },
  { types: WHOLESALE, action: 'accept', from: ['PENDING'], by: ['system'], to: 'SUBMITTED', approvalTo: 'PROCESSED' },
  { types: WHOLESALE, action: 'reject', from: ['PENDING'], by: ['system'], to: 'DRAFT' },
  {
    types: WHOLESALE,
    action: 'markComplete',
    from: ['SUBMITTED'],
    by: ['system'],
    to: 'COMPLETED',
    approvalTo: 'FINALIZED',
  },
  { types: WHOLESALE, action: 'cancel', from: ['PENDING'], by: ['requester'], to: 'CANCELED' },
  { types: WHOLESALE, action: 'cancel', from: ['SUBMITTED'], by: ['system'], to: 'CANCELED' },
  { types: WHOLESALE, action: 'archive', from: ['COMPLETED', 'CANCELED'], by: ['requester'], to: 'ARCHIVED' },

  // Any type: a draft is deleted, or set aside (off the active list) until it is reactivated.
  { types: ALL, action: 'deactivate', from: ['DRAFT'], by: ['requester'], to: 'INACTIVE' },
];

export type TransitionContext = {
  /** The parts the person plays for this order (`orderPartsOf` on the server). */
  parts: ReadonlySet<OrderPart>;
  /** Whether the order's approval needs a senior approver (`needsSeniorApproval`). */
  needsSenior: boolean;
};

const applies = (transition: Transition, order: OrderState, action: OrderAction, context: TransitionContext) =>
  transition.action === action &&
  transition.types.includes(order.type) &&
  transition.from.includes(order.status) &&
  (!transition.fromApproval || transition.fromApproval.includes(order.orderApprovalStatus)) &&
  (transition.needsSenior === undefined || transition.needsSenior === context.needsSenior) &&
  transition.by.some((part) => context.parts.has(part));

/**
 * The order's state after `action`, or null when the action is not allowed to this person in
 * this state. A person playing several parts gets the first transition one of them allows.
 */
export const nextOrderState = (
  order: OrderState,
  action: OrderAction,
  context: TransitionContext,
): OrderState | null => {
  const transition = transitions.find((candidate) => applies(candidate, order, action, context));
  if (!transition) return null;
  return {
    type: order.type,
    status: transition.to,
    orderApprovalStatus: transition.approvalTo ?? order.orderApprovalStatus,
  };
};

/** The actions the person may take on the order now, in the order of `orderActions`. */
export const availableOrderActions = (order: OrderState, context: TransitionContext): OrderAction[] =>
  orderActions.filter((action) => nextOrderState(order, action, context) !== null);
