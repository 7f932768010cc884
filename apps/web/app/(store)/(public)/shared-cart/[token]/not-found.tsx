import * as messages from '@wb/contract/messages';
import { StatusPage } from '@/components/ui/StatusPage';

/** A shared-cart address no link has (a mistyped or made-up code): a 404 that tells the visitor what to do. */
export default function SharedCartNotFound() {
  return <StatusPage code="404" title="الرابط غير صالح" description={messages.shareNotFound} />;
}
