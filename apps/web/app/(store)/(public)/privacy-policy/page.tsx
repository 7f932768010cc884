import { ContentPageView, contentPageMetadata } from '@/features/content/ContentPageView';
import { ConsentControls } from '@/features/shell/ConsentControls';

/** Written in the staff desk, read with `page(id:)` (handle `privacy`); the consent control is the page's own. */
export const generateMetadata = () => contentPageMetadata('privacy');

export default function PrivacyPolicyPage() {
  return (
    <ContentPageView handle="privacy">
      <h2>اختيارك لملفات تعريف الارتباط</h2>
      <p>ملفات قياس الإعلانات لا تُحمَّل إلا إذا اخترت «قبول الكل»، ويمكنك سحب موافقتك في أي وقت من هنا:</p>
      <ConsentControls />
    </ContentPageView>
  );
}
