import type { Locator } from '@playwright/test';
import type fc from 'fast-check';
import { CommandFailure, firstLines, InvariantFailure } from '../failures.ts';
import { checkInvariants } from '../invariants.ts';
import type { DealStep, Model } from '../model.ts';
import { openDeal, settle, type World } from '../world.ts';

/**
 * One shopper action: a precondition on the model (`check`), the action in the browser, which
 * updates the model as it goes (`act`), then the invariants. `opensSomething` marks an action
 * whose control opens something (a dialog, a form, a step): invariant 7 holds focus to it.
 */
export abstract class WalkCommand implements fc.AsyncCommand<Model, World, false> {
  /** The name `WALK_SKIP` leaves a kind of command out by. */
  abstract readonly kind: string;
  opensSomething = false;
  /** This run's control opened nothing after all (it was not offered): invariant 7 has no target. */
  private openedNothing = false;

  /** The precondition of this kind of action on the model. */
  abstract applies(model: Readonly<Model>): boolean;
  protected abstract act(model: Model, world: World): Promise<void>;
  abstract toString(): string;

  /** fast-check's precondition: this action applies, and the walk has actions left to run. */
  check(model: Readonly<Model>): boolean {
    return model.commandsLeft > 0 && this.applies(model);
  }

  /**
   * Opens the deal builder (on a phone, its dialog) and returns it when the deal is at one of
   * `steps`. On a phone the deal's step shows only once the dialog opens (a stored order may have
   * moved it on), so an action the model thought possible may not be: then it is left out (null).
   */
  async dealAt(model: Model, world: World, steps: DealStep[]): Promise<Locator | null> {
    const unseen = world.phone && !model.deal!.dialogOpen;
    const scope = await openDeal(world, model);
    if (!unseen || steps.includes(model.deal!.step)) return scope;
    world.log.push(`    the deal opens at ${model.deal!.step}: not possible there`);
    return null;
  }

  /**
   * The control this action would press is not offered now, so it opened nothing: focus stays
   * wherever the shopper left it, the page's body after a page load included.
   */
  protected notOffered(world: World, what: string): void {
    world.log.push(`    ${what} is not offered now`);
    this.openedNothing = true;
  }

  /** The action alone, without the invariants: what another shopper does beside this one. */
  perform(model: Model, world: World): Promise<void> {
    return this.act(model, world);
  }

  async run(model: Model, world: World): Promise<void> {
    model.commandsLeft -= 1;
    world.ran += 1;
    world.log.push(`${world.ran}. ${this.toString()}`);
    const started = performance.now();
    this.openedNothing = false;
    try {
      await this.act(model, world);
      await settle(world, model);
    } catch (error) {
      if (error instanceof InvariantFailure || error instanceof CommandFailure) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const problems = world.problems.length
        ? `\n  the browser reported: ${[...new Set(world.problems)].join('\n  ')}`
        : '';
      throw new CommandFailure(this.toString(), `${firstLines(message)}${problems}`);
    }
    const acted = performance.now();
    await checkInvariants(model, world, {
      opensSomething: this.opensSomething && !this.openedNothing,
    });
    if (process.env.WALK_VERBOSE)
      console.log(
        `[walk]     (${Math.round(acted - started)} ms acting, ${Math.round(performance.now() - acted)} ms checking)`,
      );
  }
}

/** Throws a CommandFailure unless `condition`: an outcome the shopper should have had. */
export function expectOutcome(command: WalkCommand, condition: boolean, message: string): void {
  if (!condition) throw new CommandFailure(command.toString(), message);
}

export { CommandFailure };
