// A prop the kit does not have a value for: the consumer's type check must refuse it.
import { Button } from '@citylife/ui';

export const wrong = <Button tone="purple">Send</Button>;
