import { ADMIN_MESSAGES } from '@boonies/contracts/admin';
import { type CallerIdentity, RPC_HEADERS } from '@boonies/contracts/common';
import { CallerSigner, CallerVerifier, generateCallerKeys } from '@boonies/messaging';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { NatsContext } from '@nestjs/microservices';
import { headers as natsHeaders } from 'nats';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import { AdminOnlyGuard } from './admin-only.guard';
import { CallerIdentityGuard } from './caller-identity.guard';

const keys = generateCallerKeys();
const signer = new CallerSigner(keys.signingKey);
const identityGuard = new CallerIdentityGuard(new CallerVerifier(keys.verifyKey));

const callerFor = (isAdmin: boolean): CallerIdentity => ({
  userId: randomUUID(),
  isAdmin,
  sessionId: randomUUID(),
});

/** A request as Nest hands it to the guards: the payload and its NATS context, the caller signed when given. */
function requestFrom(caller?: CallerIdentity): ExecutionContextHost {
  const headers = natsHeaders();
  if (caller) headers.set(RPC_HEADERS.caller, signer.sign(caller));
  const context = new ExecutionContextHost([{}, new NatsContext(['rpc.test.admin', headers])]);
  context.setType('rpc');
  return context;
}

/** The guards in the order Nest runs them: the global identity guard, then the handler's own. */
function admitted(guard: AdminOnlyGuard, caller?: CallerIdentity): boolean {
  const request = requestFrom(caller);
  return identityGuard.canActivate(request) && guard.canActivate(request);
}

function refusal(work: () => unknown): Pick<DomainError, 'code' | 'message'> {
  try {
    work();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { code: error.code, message: error.message };
  }
  throw new Error('expected the request to be refused');
}

describe('AdminOnlyGuard', () => {
  it('admits a verified admin', () => {
    expect(admitted(new AdminOnlyGuard(), callerFor(true))).toBe(true);
  });

  it('refuses a verified non-admin as FORBIDDEN, with the admin message unless the route names its own', () => {
    expect(refusal(() => admitted(new AdminOnlyGuard(), callerFor(false)))).toEqual({
      code: 'FORBIDDEN',
      message: ADMIN_MESSAGES.adminsOnly,
    });
    expect(
      refusal(() => admitted(new AdminOnlyGuard('Only admins can edit tricks'), callerFor(false))),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Only admins can edit tricks',
    });
  });

  it('refuses a request without a caller as UNAUTHENTICATED', () => {
    expect(refusal(() => admitted(new AdminOnlyGuard()))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('never trusts a caller the identity guard did not verify', () => {
    // The same admin token, but the identity guard never saw this request.
    const request = requestFrom(callerFor(true));
    expect(refusal(() => new AdminOnlyGuard().canActivate(request))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});
