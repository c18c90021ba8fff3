/*
 * The words of 售后 (CONTRACT-SHOP.md sections 2 and 11.9): the filters' choices and the
 * tags of the 状态 and 售后状态 columns with their colours.
 */

import type { Choice, ChoiceColour } from '@/kit/resource/fields';

export type TagColor = ChoiceColour;

export const SERVICE_TYPE_CHOICES: readonly Choice[] = [
  { value: '0', label: '仅退款' },
  { value: '1', label: '退货退款' },
];

export const SALES_STATE_CHOICES: readonly Choice[] = [
  { value: '0', label: '正常' },
  { value: '1', label: '用户已取消' },
  { value: '2', label: '已拒绝用户' },
];

/** 售后状态's column: 0 正常 (green), 1 用户已取消 (blue), 2 已拒绝用户 (red); another value reads 未知. */
export const SALES_STATE_TAGS: readonly Choice[] = [
  { value: 0, label: '正常', colour: 'success' },
  { value: 1, label: '用户已取消', colour: 'info' },
  { value: 2, label: '已拒绝用户', colour: 'error' },
];

export const STATE_CHOICES: readonly Choice[] = [
  { value: '0', label: '待审核' },
  { value: '1', label: '等待用户发货' },
  { value: '2', label: '用户已发货' },
  { value: '3', label: '已完成' },
];

export const serviceTypeWord = (serviceType: number): string => SERVICE_TYPE_CHOICES.find((choice) => choice.value === String(serviceType))?.label ?? '';

/**
 * 状态: 0 等待审核 (orange), 1 等待用户发货 (blue), 2 用户已发货 (red), 3 退款成功 (grey). A
 * finished application that was refused or cancelled paid nothing: it reads 已完成 (the
 * filter's word), not yshop's 退款成功.
 */
export function stateTag(state: number, salesState: number): { label: string; color: TagColor } {
  switch (state) {
    case 0:
      return { label: '等待审核', color: 'warning' };
    case 1:
      return { label: '等待用户发货', color: 'primary' };
    case 2:
      return { label: '用户已发货', color: 'error' };
    case 3:
      return { label: salesState === 0 ? '退款成功' : '已完成', color: 'default' };
    default:
      return { label: '未知', color: 'default' };
  }
}
