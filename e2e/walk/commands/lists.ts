import { expect } from '@playwright/test';
import fc from 'fast-check';
import { COMPARE_MAX, currentCar, onVehiclePage, toggle, type Model } from '../model.ts';
import { vdp } from '../selectors.ts';
import { closeDeal, type World } from '../world.ts';
import { WalkCommand } from './command.ts';

/** Save or Unsave the car on screen (the vehicle actions' Save / Saved). */
export class ToggleSave extends WalkCommand {
  readonly kind = 'save';
  applies(model: Readonly<Model>): boolean {
    return onVehiclePage(model as Model);
  }
  toString(): string {
    return 'Save / Unsave';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const car = currentCar(model)!;
    await closeDeal(world, model);
    const was = model.favourites.includes(car.stockId);
    world.log.push(`    ${was ? 'unsaves' : 'saves'} car ${car.stockId}`);
    await vdp.save(world.page).click();
    model.favourites = toggle(model.favourites, car.stockId);
  }
}

/** Compare or Uncompare the car on screen; a fourth car is refused with a notice. */
export class ToggleCompare extends WalkCommand {
  readonly kind = 'compare';
  applies(model: Readonly<Model>): boolean {
    return onVehiclePage(model as Model);
  }
  toString(): string {
    return 'Compare / Uncompare';
  }
  protected async act(model: Model, world: World): Promise<void> {
    const car = currentCar(model)!;
    await closeDeal(world, model);
    const comparing = model.compare.includes(car.stockId);
    await vdp.compare(world.page).click();
    if (!comparing && model.compare.length >= COMPARE_MAX) {
      world.log.push(`    the compare list is full: car ${car.stockId} is not added`);
      await expect(vdp.actionsNotice(world.page)).toHaveText(
        `You can compare up to ${COMPARE_MAX} vehicles. Remove one from your list to add this one.`,
      );
      return;
    }
    world.log.push(`    ${comparing ? 'uncompares' : 'compares'} car ${car.stockId}`);
    model.compare = toggle(model.compare, car.stockId);
  }
}

export const listCommands = [fc.constant(new ToggleSave()), fc.constant(new ToggleCompare())];
