import { Bell, FileText } from 'lucide-react';
import { formatIsoDate } from '@shared/format-date';
import type { DashboardVehicle } from '@shared/api/vehicles';
import { Badge } from '@/components/ui/badge';

const STATUS_LABELS: Record<DashboardVehicle['documents'][number]['status'], string> = {
  uploading: 'Uploading',
  processing: 'Processing',
  completed: 'Processed',
  error: 'Failed',
};

export function VehicleDocuments({ vehicle, headingId }: { vehicle: DashboardVehicle; headingId: string }) {
  const { documents, alerts } = vehicle;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
        <FileText className="size-4 text-primary" aria-hidden /> Documents
      </h4>
      {documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents yet. Add a registration or a service receipt.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {documents.map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate" title={doc.originalName}>
                {doc.originalName}
              </span>
              <Badge variant={doc.status === 'error' ? 'destructive' : 'outline'}>{STATUS_LABELS[doc.status]}</Badge>
            </li>
          ))}
          {vehicle.documentCount > documents.length && <li className="text-muted-foreground">and {vehicle.documentCount - documents.length} more</li>}
        </ul>
      )}
      {alerts.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label="Upcoming alerts">
          {alerts.map((alert) => (
            <li key={alert.id} className="flex items-start gap-1.5 rounded-md bg-warning/15 px-2 py-1">
              <Bell className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden />
              <span>
                {alert.alertMessage} <span className="text-muted-foreground">({formatIsoDate(alert.alertDate)})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
