import 'reflect-metadata';
import { startService } from '@boonies/platform';

void startService({ service: 'verification' });
