//
//  FontPickerViewController.swift
//  FontPicker
//
//  Written for the Pickers project the way an Xcode 8 (Swift 3) project has it.
//

import PickerKitUIKit

class FontPickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {

    let fontNames = ["Helvetica", "Helvetica-Bold", "Georgia-Italic", "Courier", "Menlo-BoldItalic"]
    let fontSizes: [CGFloat] = [12, 14, 17, 24, 36]

    var picker: UIPickerView!
    var sampleLabel: UILabel!

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        self.title = "Fonts"
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override func loadView() {
        view = UIView()
        view.backgroundColor = UIColor.white

        picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        view.addSubview(picker)

        sampleLabel = UILabel()
        sampleLabel.textAlignment = .center
        sampleLabel.text = "The quick brown fox"
        view.addSubview(sampleLabel)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.
        picker.selectRow(2, inComponent: 1, animated: false)
        updateSample()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let width = view.bounds.size.width
        picker.frame = CGRect(x: 0, y: 16, width: width, height: 208)
        sampleLabel.frame = CGRect(x: 0, y: 240, width: width, height: 16)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    func updateSample() {
        let name = fontNames[picker.selectedRow(inComponent: 0)]
        let size = fontSizes[picker.selectedRow(inComponent: 1)]
        sampleLabel.font = UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        sampleLabel.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.8, alpha: 1.0)
    }

    // MARK: - UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 2
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return component == 0 ? fontNames.count : fontSizes.count
    }

    // MARK: - UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String
    {
        if component == 0 {
            return fontNames[row]
        }
        return "\(Int(fontSizes[row])) pt"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        updateSample()
    }
}
