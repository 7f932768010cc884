import type { AdminFeedbackQuery, AdminPartnersQuery } from '@wb/contract';
import { partnerStatuses, partnerStatusLabels, roleLabels } from '@wb/contract';
import { ChoiceFilter, FilterBar } from '../table/FilterBar';

/** The partner applications' filters: their status and the kind of partner. */
export function PartnerFilters({ action, query }: { action: string; query: Partial<AdminPartnersQuery> }) {
  return (
    <FilterBar action={action} label="تصفية طلبات الشراكة">
      <ChoiceFilter
        id="partners-status"
        label="الحالة"
        name="status"
        value={query.status}
        anyLabel="الكل"
        choices={partnerStatuses.map((status) => [status, partnerStatusLabels[status]])}
      />
      <ChoiceFilter
        id="partners-type"
        label="النوع"
        name="partner_type"
        value={query.partner_type}
        anyLabel="الكل"
        choices={[
          ['influencer', roleLabels.influencer],
          ['pharmacist', roleLabels.pharmacist],
        ]}
      />
    </FilterBar>
  );
}

/** The feedback queue's filter: what nobody has handled yet, or what has been. */
export function FeedbackFilters({ action, query }: { action: string; query: Partial<AdminFeedbackQuery> }) {
  return (
    <FilterBar action={action} label="تصفية آراء الزبائن">
      <ChoiceFilter
        id="feedback-handled"
        label="المعالجة"
        name="handled"
        value={query.handled}
        anyLabel="الكل"
        choices={[
          ['false', 'غير معالَج'],
          ['true', 'معالَج'],
        ]}
      />
    </FilterBar>
  );
}
