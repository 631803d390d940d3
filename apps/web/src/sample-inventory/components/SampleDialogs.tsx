import type { Sample, SampleLibrary } from '@stride/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { toasts } from '../../shared/toasts/toast-store';
import { createSample, sampleKeys, useRecordTracking, useTransferSamples } from '../api';
import { NewSampleDialog } from './NewSampleDialog';
import { TransferDialog } from './TransferDialog';
import { UpdateInventoryDialog } from './UpdateInventoryDialog';

export type SampleDialog =
  | { kind: 'create' }
  | { kind: 'inventory'; samples: readonly Sample[] }
  | { kind: 'transfer'; samples: readonly Sample[] };

type Props = { library: SampleLibrary; dialog: SampleDialog | null; onClose: () => void; onDone: () => void };

/** The page's dialogs: a new sample, "update inventory", and the transfer to Sales. */
export const SampleDialogs = ({ library, dialog, onClose, onDone }: Props) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createSample,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sampleKeys.all }),
  });
  const record = useRecordTracking(library);
  const transfer = useTransferSamples();
  const done = (message: string) => {
    toasts.show({ type: 'success', message });
    onDone();
    onClose();
  };
  const close = () => {
    create.reset();
    record.reset();
    transfer.reset();
    onClose();
  };
  if (!dialog) return null;
  if (dialog.kind === 'create') {
    return (
      <NewSampleDialog
        library={library}
        busy={create.isPending}
        error={create.error ? errorMessage(t, create.error) : null}
        onCreate={(fields) =>
          create.mutate({ library, ...fields }, { onSuccess: () => done(t('sampleInventory.create.done')) })
        }
        onClose={close}
      />
    );
  }
  if (dialog.kind === 'inventory') {
    return (
      <UpdateInventoryDialog
        samples={dialog.samples}
        busy={record.isPending}
        error={record.error ? errorMessage(t, record.error) : null}
        onSubmit={(items, note) =>
          record.mutate(
            { action: 'inventory', items, note: note || undefined },
            { onSuccess: () => done(t('sampleInventory.updateInventory.done', { count: items.length })) },
          )
        }
        onClose={close}
      />
    );
  }
  return (
    <TransferDialog
      count={dialog.samples.length}
      busy={transfer.isPending}
      error={transfer.error ? errorMessage(t, transfer.error) : null}
      onSubmit={({ shelf, ...place }) =>
        transfer.mutate(
          { samples: dialog.samples.map((sample) => ({ _id: sample._id, ...place, ...(shelf ? { shelf } : {}) })) },
          { onSuccess: () => done(t('sampleInventory.transfer.done', { count: dialog.samples.length })) },
        )
      }
      onClose={close}
    />
  );
};
