import type { ApiClient } from '@eclat/contracts';
import { Plus } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { NoContent } from '../lib/api.ts';
import { useI18n } from '../lib/i18n/i18n.tsx';
import { useAction } from '../lib/use-action.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { FormError } from './form-error.tsx';
import { ListState } from './list-page.tsx';
import { PageHeader } from './page.tsx';

/** The entity in the dialog: its id (null for a new one) and the draft the fields edit. */
export type Editing<D> = { id: number | null; draft: D };

/** Where an entity lives in the API: PUT/DELETE on `base/id`, POST on `base`, and the answers. */
export type EntityEndpoint = {
  api: ApiClient;
  base: string;
  answer: z.ZodType;
  /** The answer of a delete; most simple entities answer an empty 204. */
  deleted?: z.ZodType;
};

/**
 * The edit-in-a-dialog cycle the back office's simple entities share: open a draft, change it,
 * save or delete it, then close the dialog and reload the list.
 */
export function useEntityEditor<D>(reload: () => void, endpoint: EntityEndpoint) {
  const { t } = useI18n();
  const [editing, setEditing] = useState<Editing<D> | null>(null);
  const action = useAction();
  // A write's answer may be an empty 204: success is "no error", not a truthy answer.
  const finish = async (request: () => Promise<unknown>, message: string) => {
    const done = await action.run(async () => {
      await request();
      return true;
    }, message);
    if (done) {
      setEditing(null);
      reload();
    }
  };
  const { api, base, answer, deleted = NoContent } = endpoint;
  return {
    editing,
    action,
    open: (id: number | null, draft: D) => setEditing({ id, draft }),
    close: () => setEditing(null),
    set: (changes: Partial<D>) =>
      editing && setEditing({ ...editing, draft: { ...editing.draft, ...changes } }),
    /** Saves with requests of the page's own (an entity with links to keep in step). */
    saveWith: (request: (editing: Editing<D>) => Promise<unknown>) =>
      editing ? finish(() => request(editing), t('common.saved')) : Promise.resolve(),
    /** Saves the body the draft gives (PUT when the entity exists, POST when it is new). */
    save: (body: (draft: D) => unknown) =>
      editing
        ? finish(() => putOrPost(api, base, editing.id, body(editing.draft), answer), t('common.saved'))
        : Promise.resolve(),
    remove: () =>
      editing?.id
        ? finish(
            () => api.request(`${base}/${editing.id}`, { method: 'DELETE', schema: deleted }),
            t('common.deleted'),
          )
        : Promise.resolve(),
  };
}

export type EntityEditor<D> = ReturnType<typeof useEntityEditor<D>>;

/** PUT on `base/id` for an existing entity, POST on `base` for a new one (the API's convention). */
export function putOrPost<S extends z.ZodType>(
  api: ApiClient,
  base: string,
  id: number | null,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  return id
    ? api.request(`${base}/${id}`, { method: 'PUT', body, schema })
    : api.request(base, { method: 'POST', body, schema });
}

/** The page header's "new …" button. */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="primary" icon={<Plus aria-hidden size={18} />} onClick={onClick}>
      {label}
    </Button>
  );
}

/** Delete (only for what exists already) and save, as an editor's actions. */
export function SaveDeleteButtons({
  exists,
  busy,
  canSave,
  onSave,
  onDelete,
}: {
  exists: boolean;
  busy: boolean;
  canSave: boolean;
  onSave: () => void;
  onDelete: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      {exists && (
        <Button variant="danger" onClick={onDelete} disabled={busy}>
          {t('common.delete')}
        </Button>
      )}
      <Button variant="primary" onClick={onSave} disabled={busy || !canSave}>
        {t('common.save')}
      </Button>
    </>
  );
}

/**
 * The edit dialog of an entity: its fields, the error of the last write, and a footer with
 * delete (only once it exists) and save.
 */
export function EntityDialog<D>({
  editor,
  title,
  canSave,
  onSave,
  wide = false,
  grid = false,
  children,
}: {
  editor: EntityEditor<D>;
  title: ReactNode;
  canSave: boolean;
  onSave: () => void;
  wide?: boolean;
  /** Two columns from small screens up, the error across both. */
  grid?: boolean;
  children: ReactNode;
}) {
  const { editing, action } = editor;
  return (
    <Dialog
      open
      wide={wide}
      onOpenChange={(o) => !o && editor.close()}
      title={title}
      footer={
        <SaveDeleteButtons
          exists={Boolean(editing?.id)}
          busy={action.busy}
          canSave={canSave}
          onSave={onSave}
          onDelete={editor.remove}
        />
      }
    >
      {grid ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {children}
          <div className="sm:col-span-2">
            <FormError error={action.error} />
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {children}
          <FormError error={action.error} />
        </div>
      )}
    </Dialog>
  );
}

/** A list of simple entities: the header with its "new …" button, then the list in its states. */
export function EntityListPage<D, T>({
  title,
  description,
  newLabel,
  onNew,
  ...list
}: {
  title: string;
  description?: string;
  newLabel: string;
  onNew: () => void;
} & ComponentProps<typeof ListState<D, T>>) {
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={<NewButton label={newLabel} onClick={onNew} />}
      />
      <ListState {...list} />
    </>
  );
}
