import { ArticlesAdminAnswerSchema, type ResourceAdmin, ResourcesAdminAnswerSchema } from '@eclat/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useSignedIn } from '../../app/session.tsx';
import { useI18n } from '../../lib/i18n/i18n.tsx';
import { useLoad } from '../../lib/use-load.ts';
import { Button } from '../../ui/button.tsx';
import { Badge, ErrorNotice, Skeleton } from '../../ui/feedback.tsx';
import { Card } from '../../ui/page.tsx';
import { ResourceDialog } from './resource-dialog.tsx';

export const RESOURCE_TYPES = [
  { type: 100, key: 'resources.collaborators' },
  { type: 200, key: 'resources.cabins' },
  { type: 300, key: 'resources.equipment' },
] as const;

/** A shop's collaborators (hours, absences, services), cabins and equipment. */
export function ResourcesManager({ shopId, timeZone }: { shopId: number; timeZone?: string }) {
  const { api } = useSignedIn();
  const { t } = useI18n();
  const list = useLoad(
    (signal) =>
      api.request('/api/resources/bo', { query: { shopId }, schema: ResourcesAdminAnswerSchema, signal }),
    [api, shopId],
  );
  const services = useLoad(
    (signal) => api.request('/api/articles/bo', { schema: ArticlesAdminAnswerSchema, signal }),
    [api],
  );
  const [editing, setEditing] = useState<ResourceAdmin | { type: number } | null>(null);

  if (list.error) return <ErrorNotice error={list.error} onRetry={list.reload} />;
  if (!list.data) return <Skeleton rows={4} />;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {RESOURCE_TYPES.map((group) => {
        const items = list.data?.resources.filter((r) => r.type === group.type) ?? [];
        return (
          <Card
            key={group.type}
            title={t(group.key)}
            actions={
              <Button
                size="sm"
                icon={<Plus aria-hidden size={14} />}
                onClick={() => setEditing({ type: group.type })}
              >
                {t('common.add')}
              </Button>
            }
          >
            {items.length === 0 ? (
              <p className="text-sm text-stone-600">{t('resources.none')}</p>
            ) : (
              <ul className="divide-y divide-stone-100">
                {items.map((r) => (
                  <li key={r.id}>
                    <button
                      type="button"
                      onClick={() => setEditing(r)}
                      className="flex min-h-11 w-full items-center gap-2 py-2 text-left hover:bg-stone-50"
                    >
                      <span
                        aria-hidden
                        className="size-3 shrink-0 rounded-full border border-stone-300"
                        style={{ background: r.color ?? 'transparent' }}
                      />
                      <span className="flex-1">
                        <span className="block font-medium">{r.displayName}</span>
                        {r.type === 100 && (
                          <span className="block text-xs text-stone-600">
                            {t('resources.servicesCount', { count: r.articleIds.length })}
                            {r.absences.length > 0
                              ? ` · ${t('resources.absencesCount', { count: r.absences.length })}`
                              : ''}
                          </span>
                        )}
                      </span>
                      {!r.active && <Badge>{t('resources.inactive')}</Badge>}
                      {r.active && !r.visible && <Badge tone="warn">{t('resources.hidden')}</Badge>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        );
      })}
      {editing && (
        <ResourceDialog
          shopId={shopId}
          timeZone={timeZone}
          resource={'id' in editing ? editing : null}
          type={editing.type}
          services={services.data?.articles.filter((a) => a.type === 1 || a.type === 4) ?? []}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
    </div>
  );
}
