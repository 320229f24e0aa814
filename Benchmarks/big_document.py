#!/usr/bin/env python3
"""A xib whose root holds N labels, each 20 from the leading edge and 8 below the one before:
the storyboard benchmark of BENCHMARKS.md. Usage: big_document.py N > big.xib"""
import sys
n = int(sys.argv[1])
views, cons = [], []
for i in range(n):
    views.append(f'<label text="Row {i}" translatesAutoresizingMaskIntoConstraints="NO" id="v{i}"><rect key="frame" x="20" y="{i*29}" width="60" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>')
    prev = f'secondItem="v{i-1}" secondAttribute="bottom" constant="8"' if i else 'secondItem="root" secondAttribute="top"'
    cons.append(f'<constraint firstItem="v{i}" firstAttribute="top" {prev} id="t{i}"/>')
    cons.append(f'<constraint firstItem="v{i}" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l{i}"/>')
print(f'''<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
<objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="{n*29}"/>
<subviews>{"".join(views)}</subviews><constraints>{"".join(cons)}</constraints></view></objects></document>''')
