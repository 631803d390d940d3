import { accessRules, type CoordinatorAssignmentData, checkAccess, fullName, isOrderCoordinator } from '@stride/domain';
import { invalidInput, notFound } from '../platform/errors.js';
import type { UsersRepository } from '../users/repository.js';
import { type CoordinatorAssignmentsRepository, presentCoordinatorAssignment } from './repository.js';

/**
 * The senior coordinator's list of who coordinates which orders. The coordinator must be an
 * active coordinator and the requesters known users; the coordinator's name is taken from their
 * account, so the list never shows a stale or mistyped name.
 */
export const createCoordinatorAssignmentsService = (deps: {
  users: Pick<UsersRepository, 'findByCodes'>;
  assignments: CoordinatorAssignmentsRepository;
}) => {
  const checked = async (data: CoordinatorAssignmentData): Promise<CoordinatorAssignmentData> => {
    const codes = [...new Set([data.coordinatorCode, ...data.requesterCodes])];
    const found = await deps.users.findByCodes(codes);
    const byCode = new Map(found.map((user) => [user.userCode, user]));
    const coordinator = byCode.get(data.coordinatorCode);
    if (coordinator?.status !== 'active' || !checkAccess(coordinator, accessRules.readCoordinatorAssignments)) {
      throw invalidInput('data.coordinatorCode', `${data.coordinatorCode} is not an active coordinator.`, {
        userCode: data.coordinatorCode,
      });
    }
    // A coordinator of sample orders only cannot be handed promo orders, and the other way round.
    const foreign = data.orderTypes.filter((type) => !isOrderCoordinator(coordinator, type));
    if (foreign.length > 0) {
      throw invalidInput(
        'data.orderTypes',
        `${fullName(coordinator)} does not coordinate ${foreign.join(', ')} orders.`,
        {
          orderTypes: foreign,
        },
      );
    }
    const unknown = data.requesterCodes.filter((code) => !byCode.has(code));
    if (unknown.length > 0) {
      throw invalidInput('data.requesterCodes', `Unknown requesters: ${unknown.join(', ')}.`, { userCodes: unknown });
    }
    return { ...data, coordinatorName: fullName(coordinator), requesterCodes: [...new Set(data.requesterCodes)] };
  };

  return {
    list: async () => (await deps.assignments.list()).map(presentCoordinatorAssignment),
    create: async (data: CoordinatorAssignmentData) =>
      presentCoordinatorAssignment(await deps.assignments.create(await checked(data))),
    update: async (id: string, data: CoordinatorAssignmentData) => {
      const row = await deps.assignments.update(id, await checked(data));
      if (!row) throw notFound('The coordinator assignment');
      return presentCoordinatorAssignment(row);
    },
    remove: async (id: string) => {
      if (!(await deps.assignments.remove(id))) throw notFound('The coordinator assignment');
    },
  };
};

export type CoordinatorAssignmentsService = ReturnType<typeof createCoordinatorAssignmentsService>;
