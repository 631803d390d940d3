import { LogoDialog } from '../../files/LogoDialog';
import { AssortmentDialog } from './AssortmentDialog';
import { CopyDialog } from './CopyDialog';
import { MaxAssortmentsDialog } from './MaxAssortmentsDialog';
import type { ManagerDialogState } from './use-manager-dialogs';

/** The dialogs of the manager's page, open as `useManagerDialogs` says. */
export const ManagerDialogs = ({ dialogs }: { dialogs: ManagerDialogState }) => (
  <>
    <AssortmentDialog
      target={dialogs.state.assortment}
      onClose={() => dialogs.setAssortment(null)}
      onMaxReached={() => dialogs.setMaxReached(true)}
    />
    <CopyDialog
      entries={dialogs.state.copy}
      onClose={() => dialogs.setCopy(null)}
      onMaxReached={() => dialogs.setMaxReached(true)}
    />
    <LogoDialog assortment={dialogs.state.logo} onClose={() => dialogs.setLogo(null)} />
    <MaxAssortmentsDialog open={dialogs.state.maxReached} onClose={() => dialogs.setMaxReached(false)} />
  </>
);
